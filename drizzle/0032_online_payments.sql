CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text NOT NULL,
	"pay_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"received_amount" numeric(14, 2),
	"amount_mismatch" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "payment_attempts_gateway" CHECK ("payment_attempts"."gateway" in ('konnect', 'flouci')),
	CONSTRAINT "payment_attempts_purpose" CHECK ("payment_attempts"."purpose" in ('deposit', 'balance')),
	CONSTRAINT "payment_attempts_state" CHECK ("payment_attempts"."state" in ('open', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount" > 0),
	CONSTRAINT "payment_attempts_paid" CHECK (("payment_attempts"."state" = 'paid') = ("payment_attempts"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_method";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "online_konnect" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "online_flouci" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "online_deposit_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "online_balance" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference" ON "payment_attempts" USING btree ("gateway","reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("checked_at") WHERE "payment_attempts"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_gateway_reference" ON "order_payments" USING btree ("gateway","reference") WHERE "order_payments"."gateway" is not null;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_online_deposit_percent" CHECK ("site_settings"."online_deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_online" CHECK (("order_payments"."method" = 'online') = ("order_payments"."gateway" is not null) and ("order_payments"."gateway" is null or "order_payments"."reference" is not null));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_method" CHECK ("order_payments"."method" in ('cash', 'transfer', 'cheque', 'card', 'withholding', 'online'));