ALTER TABLE "order_deposits" DROP CONSTRAINT "order_deposits_method";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_purpose";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_paid";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "online_caution" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "hold_state" text;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "hold_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "hold_captured_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "order_deposits_hold_expiry_idx" ON "order_deposits" USING btree ("hold_expires_at") WHERE "order_deposits"."hold_state" = 'held';--> statement-breakpoint
ALTER TABLE "order_deposits" ADD CONSTRAINT "order_deposits_online" CHECK (("order_deposits"."method" = 'online') = ("order_deposits"."gateway" is not null)
        and ("order_deposits"."gateway" is null or ("order_deposits"."reference" is not null and "order_deposits"."hold_expires_at" is not null and "order_deposits"."hold_state" is not null)));--> statement-breakpoint
ALTER TABLE "order_deposits" ADD CONSTRAINT "order_deposits_hold_state" CHECK ("order_deposits"."hold_state" is null or "order_deposits"."hold_state" in ('held', 'releasing', 'capturing', 'released', 'captured'));--> statement-breakpoint
ALTER TABLE "order_deposits" ADD CONSTRAINT "order_deposits_method" CHECK ("order_deposits"."method" in ('cash', 'transfer', 'cheque', 'card', 'online'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_purpose" CHECK ("payment_attempts"."purpose" in ('deposit', 'balance', 'caution'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_paid" CHECK (("payment_attempts"."state" = 'paid' and "payment_attempts"."purpose" <> 'caution') = ("payment_attempts"."payment_id" is not null));