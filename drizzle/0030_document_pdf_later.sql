ALTER TABLE "order_documents" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_quotes" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "order_documents_pdf_pending_idx" ON "order_documents" USING btree ("issued_at") WHERE "order_documents"."pdf" is null;--> statement-breakpoint
CREATE INDEX "event_quotes_pdf_pending_idx" ON "event_quotes" USING btree ("issued_at") WHERE "event_quotes"."pdf" is null;