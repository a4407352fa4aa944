CREATE TABLE "order_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_number" text NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminders_kind" CHECK ("order_reminders"."kind" in ('manual', 'auto'))
);
--> statement-breakpoint
ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_kind";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "auto_payment_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "total_ht" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "invoice_due_on" date;--> statement-breakpoint
CREATE INDEX "order_reminders_order_idx" ON "order_reminders" USING btree ("order_id","sent_at");--> statement-breakpoint
CREATE INDEX "order_documents_issued_idx" ON "order_documents" USING btree ("issued_at") WHERE "order_documents"."kind" in ('invoice', 'complementary_invoice', 'credit_note');--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_one_complementary_idx" ON "order_documents" USING btree ("order_id") WHERE "order_documents"."kind" = 'complementary_invoice';--> statement-breakpoint
CREATE INDEX "rental_orders_invoice_due_idx" ON "rental_orders" USING btree ("invoice_due_on") WHERE "rental_orders"."invoice_due_on" is not null;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_payment_terms_days_range" CHECK ("site_settings"."payment_terms_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('quote', 'invoice', 'complementary_invoice', 'credit_note', 'receipt'));--> statement-breakpoint
-- Documents issued before keep their HT total in their stored data (receipts have none).
UPDATE "order_documents" SET "total_ht" = ("data"->'figures'->>'totalHt')::numeric WHERE "kind" <> 'receipt';--> statement-breakpoint
-- A standing invoice falls due 30 days after its issue day (the default terms), in Tunis.
UPDATE "rental_orders" o SET "invoice_due_on" = (d."issued_at" AT TIME ZONE 'Africa/Tunis')::date + 30
FROM "order_documents" d WHERE d."order_id" = o."id" AND d."kind" = 'invoice' AND d."credited_by" IS NULL;
