CREATE TABLE "quote_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"pdf_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_document_idx" ON "quote_acceptances" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "quote_acceptances_order_idx" ON "quote_acceptances" USING btree ("order_id","version");