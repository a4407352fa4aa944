CREATE TABLE "order_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" integer,
	"document_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_charges_amount_positive" CHECK ("order_charges"."amount" > 0),
	CONSTRAINT "order_charges_kind" CHECK ("order_charges"."kind" in ('damage', 'loss', 'late')),
	CONSTRAINT "order_charges_status" CHECK ("order_charges"."status" in ('proposed', 'confirmed', 'dropped')),
	CONSTRAINT "order_charges_billed" CHECK ("order_charges"."document_id" is null or "order_charges"."status" = 'confirmed')
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "late_fee_per_day" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "charges_due_ttc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_late_fee_per_day" CHECK ("site_settings"."late_fee_per_day" >= 0);