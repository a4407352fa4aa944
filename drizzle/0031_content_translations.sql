CREATE TABLE "content_translations" (
	"content_table" text NOT NULL,
	"locale" text NOT NULL,
	"row_id" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_pk" PRIMARY KEY("content_table","locale","row_id","field"),
	CONSTRAINT "content_translations_locale" CHECK ("content_translations"."locale" in ('en', 'ar')),
	CONSTRAINT "content_translations_value" CHECK (length("content_translations"."value") > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale" CHECK ("contact_messages"."locale" in ('fr', 'en', 'ar'));--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_locale" CHECK ("rental_orders"."locale" in ('fr', 'en', 'ar'));--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_locale" CHECK ("event_requests"."locale" in ('fr', 'en', 'ar'));