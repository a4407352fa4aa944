ALTER TABLE "order_documents" ADD COLUMN "order_version" integer;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The quotes already sent: the timeline's 'quote-sent' line names each number and version.
UPDATE "event_quotes" q SET "sent_at" = e."created_at" FROM "request_events" e
  WHERE e."message_id" = q."message_id" AND e."kind" = 'quote-sent'
    AND e."summary" LIKE 'Devis ' || q."number" || ' version ' || q."version" || ' envoyé%';--> statement-breakpoint
-- The quotes issued before this migration are taken as made from the order as it stands.
UPDATE "order_documents" d SET "order_version" = o."version" FROM "rental_orders" o
  WHERE d."kind" = 'quote' AND o."id" = d."order_id";
