CREATE TABLE "rate_limit_tokens" (
	"key" text NOT NULL,
	"token" text NOT NULL,
	"allowed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_limit_tokens_key_token_pk" PRIMARY KEY("key","token")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_tokens_created_at_idx" ON "rate_limit_tokens" USING btree ("created_at");