ALTER TABLE "site_settings" ADD COLUMN "buffer_days_before" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "buffer_days_after" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "calendar_feed_token" text;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "departure_slot" text;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "return_slot" text;--> statement-breakpoint
ALTER TABLE "rental_products" ADD COLUMN "buffer_days_before" integer;--> statement-breakpoint
ALTER TABLE "rental_products" ADD COLUMN "buffer_days_after" integer;--> statement-breakpoint
CREATE INDEX "rental_orders_dates_idx" ON "rental_orders" USING btree ("rental_date","return_date");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_buffer_days_range" CHECK ("site_settings"."buffer_days_before" between 0 and 30 and "site_settings"."buffer_days_after" between 0 and 30);--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_fulfilment" CHECK ("rental_orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_slots" CHECK (coalesce("rental_orders"."departure_slot", 'morning') in ('morning', 'afternoon', 'evening') and coalesce("rental_orders"."return_slot", 'morning') in ('morning', 'afternoon', 'evening'));--> statement-breakpoint
ALTER TABLE "rental_products" ADD CONSTRAINT "rental_products_buffer_days_range" CHECK (coalesce("rental_products"."buffer_days_before", 0) between 0 and 30 and coalesce("rental_products"."buffer_days_after", 0) between 0 and 30);