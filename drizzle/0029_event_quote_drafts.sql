CREATE TABLE "event_quote_drafts" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
