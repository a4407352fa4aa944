ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_kind";--> statement-breakpoint
DROP INDEX "order_documents_one_invoice_idx";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "credited_by" uuid;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "credited_ttc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_documents_corrects_idx" ON "order_documents" USING btree ("corrects_id") WHERE "order_documents"."corrects_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_one_invoice_idx" ON "order_documents" USING btree ("order_id") WHERE "order_documents"."kind" = 'invoice' and "order_documents"."credited_by" is null;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_credit_note" CHECK (("order_documents"."kind" = 'credit_note') = ("order_documents"."corrects_id" is not null));--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('quote', 'invoice', 'credit_note'));