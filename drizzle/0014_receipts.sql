ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_kind";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_payment_idx" ON "order_documents" USING btree ("payment_id") WHERE "order_documents"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_receipt" CHECK (("order_documents"."kind" = 'receipt') = ("order_documents"."payment_id" is not null));--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('quote', 'invoice', 'credit_note', 'receipt'));