CREATE TABLE "order_deposits" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"received_amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"received_by" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_on" date,
	"returned_amount" numeric(14, 2),
	"retained_amount" numeric(14, 2),
	"retention_reason" text,
	"note" text,
	"settled_by" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_deposits_received_positive" CHECK ("order_deposits"."received_amount" > 0),
	CONSTRAINT "order_deposits_method" CHECK ("order_deposits"."method" in ('cash', 'transfer', 'cheque', 'card')),
	CONSTRAINT "order_deposits_settled" CHECK (("order_deposits"."settled_on" is null and "order_deposits"."returned_amount" is null and "order_deposits"."retained_amount" is null)
        or ("order_deposits"."settled_on" is not null and "order_deposits"."returned_amount" >= 0 and "order_deposits"."retained_amount" >= 0
            and "order_deposits"."returned_amount" + "order_deposits"."retained_amount" = "order_deposits"."received_amount")),
	CONSTRAINT "order_deposits_reason" CHECK (coalesce("order_deposits"."retained_amount", 0) = 0 or "order_deposits"."retention_reason" in ('damage', 'loss', 'late'))
);
