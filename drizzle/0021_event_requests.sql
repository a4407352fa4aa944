CREATE TABLE "event_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"number" text NOT NULL,
	"version" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ht" numeric(14, 2) NOT NULL,
	"total_ttc" numeric(14, 2) NOT NULL,
	"data" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_name" text,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_requests" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"owner_id" text,
	"follow_up_on" date,
	"budget" numeric(14, 2),
	"event_date" date,
	"guests" integer,
	"won_value" numeric(14, 2),
	"lost_reason" text,
	"lost_note" text,
	"decided_at" timestamp with time zone,
	"first_answer_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"rental_order_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_requests_stage" CHECK ("event_requests"."stage" in ('new', 'qualified', 'proposal_sent', 'won', 'lost')),
	CONSTRAINT "event_requests_won" CHECK ("event_requests"."stage" <> 'won' or "event_requests"."won_value" is not null),
	CONSTRAINT "event_requests_lost" CHECK ("event_requests"."stage" <> 'lost' or "event_requests"."lost_reason" is not null),
	CONSTRAINT "event_requests_lost_reason" CHECK ("event_requests"."lost_reason" is null or "event_requests"."lost_reason" in ('budget', 'date', 'competitor', 'no_answer', 'cancelled', 'other')),
	CONSTRAINT "event_requests_budget" CHECK ("event_requests"."budget" is null or "event_requests"."budget" >= 0),
	CONSTRAINT "event_requests_guests" CHECK ("event_requests"."guests" is null or "event_requests"."guests" > 0),
	CONSTRAINT "event_requests_unread" CHECK ("event_requests"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"owner_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_size" CHECK ("request_attachments"."size" > 0 and "request_attachments"."size" <= 10485760),
	CONSTRAINT "request_attachments_type" CHECK ("request_attachments"."content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_thread" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "request_thread_direction" CHECK ("request_thread"."direction" in ('agency', 'client'))
);
--> statement-breakpoint
CREATE INDEX "event_quotes_message_idx" ON "event_quotes" USING btree ("message_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_quotes_number_version_idx" ON "event_quotes" USING btree ("number","version");--> statement-breakpoint
CREATE INDEX "event_requests_stage_created_idx" ON "event_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "event_requests_owner_idx" ON "event_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "event_requests_follow_up_idx" ON "event_requests" USING btree ("follow_up_on") WHERE "event_requests"."follow_up_on" is not null and "event_requests"."stage" in ('new', 'qualified', 'proposal_sent');--> statement-breakpoint
CREATE INDEX "event_requests_unread_idx" ON "event_requests" USING btree ("created_at") WHERE "event_requests"."unread" > 0;--> statement-breakpoint
CREATE INDEX "request_attachments_thread_idx" ON "request_attachments" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "request_attachments_message_idx" ON "request_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "request_events_message_idx" ON "request_events" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "request_notes_message_idx" ON "request_notes" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "request_thread_message_idx" ON "request_thread" USING btree ("message_id","created_at");--> statement-breakpoint
-- Every contact message already received becomes a request (issue 24); one marked 'Traité' was answered: 'Qualifiée'.
INSERT INTO "event_requests" ("message_id", "stage", "event_date", "guests", "created_at", "updated_at")
SELECT "id", CASE WHEN "status" = 'handled' THEN 'qualified' ELSE 'new' END, "event_date", "guest_count", "created_at", "created_at"
FROM "contact_messages" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "reply_templates" ("name", "subject", "body", "display_order") VALUES
('Accusé de réception', 'Votre demande a bien été reçue', E'Bonjour {prenom},\n\nMerci pour votre demande concernant votre {evenement}. Nous l''avons bien reçue et nous revenons vers vous sous 48 heures avec une première proposition.\n\nBien cordialement,\nL''équipe Imagine', 0),
('Demande de précisions', 'Quelques précisions sur votre événement', E'Bonjour {prenom},\n\nPour préparer une proposition au plus juste, pourriez-vous nous préciser :\n- le lieu envisagé ;\n- le nombre d''invités attendus ;\n- le budget que vous souhaitez y consacrer ;\n- les prestations qui comptent le plus pour vous.\n\nBien cordialement,\nL''équipe Imagine', 1),
('Proposition', 'Notre proposition pour votre événement', E'Bonjour {prenom},\n\nSuite à nos échanges, vous trouverez ci-joint notre proposition pour votre {evenement}. Nous restons à votre disposition pour l''ajuster et en parler de vive voix.\n\nBien cordialement,\nL''équipe Imagine', 2);
