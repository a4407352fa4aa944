CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"cheque_number" text,
	"bank" text,
	"certificate_number" text,
	"note" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_method" CHECK ("order_payments"."method" in ('cash', 'transfer', 'cheque', 'card', 'withholding')),
	CONSTRAINT "order_payments_cheque_number" CHECK ("order_payments"."method" <> 'cheque' or "order_payments"."cheque_number" is not null),
	CONSTRAINT "order_payments_certificate" CHECK ("order_payments"."method" <> 'withholding' or "order_payments"."certificate_number" is not null),
	CONSTRAINT "order_payments_cancelled" CHECK (("order_payments"."cancelled_at" is null) = ("order_payments"."cancel_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "payments_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","recorded_at");--> statement-breakpoint
CREATE INDEX "rental_orders_paid_created_idx" ON "rental_orders" USING btree ("created_at") WHERE "rental_orders"."paid_amount" > 0;