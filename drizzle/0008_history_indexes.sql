DROP INDEX "rental_orders_status_idx";--> statement-breakpoint
DROP INDEX "order_documents_order_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rental_orders_status_created_idx" ON "rental_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rental_orders_return_date_idx" ON "rental_orders" USING btree ("return_date");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id","kind");