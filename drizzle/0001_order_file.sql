CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"total_ttc" numeric(12, 2) NOT NULL,
	"data" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('quote', 'invoice'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "legal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "trade_register" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "bank_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "stamp_duty" numeric(12, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "document_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "discount_kind" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "discount_value" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "deposit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "stamp_duty" numeric(12, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "total_ht" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "vat_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "total_ttc" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_kind_year_idx" ON "document_counters" USING btree ("kind","year");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_number_version_idx" ON "order_documents" USING btree ("number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_one_invoice_idx" ON "order_documents" USING btree ("order_id") WHERE "order_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_discount_kind" CHECK ("rental_orders"."discount_kind" in ('amount', 'percent'));--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_charges_not_negative" CHECK ("rental_orders"."delivery_fee" >= 0 and "rental_orders"."discount_value" >= 0 and "rental_orders"."deposit" >= 0 and "rental_orders"."vat_rate" >= 0 and "rental_orders"."stamp_duty" >= 0);--> statement-breakpoint
-- Orders placed before the order file: their total_amount is the rental subtotal HT; their
-- figures are those of the default taxes (19 % VAT, 1 DT stamp duty), and their timeline starts
-- with the order being placed.
UPDATE "rental_orders" SET
	"total_ht" = "total_amount",
	"vat_amount" = round("total_amount" * 0.19, 2),
	"total_ttc" = "total_amount" + round("total_amount" * 0.19, 2) + 1;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "summary", "actor", "created_at")
	SELECT "id", 'placed', 'Commande passée sur le site', "first_name" || ' ' || "last_name", "created_at" FROM "rental_orders";
