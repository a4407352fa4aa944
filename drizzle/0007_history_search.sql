-- Search that scales (issue 21): each order and message carries its searchable text, folded
-- (lower case, accents removed) by imagine_fold, in a generated column with a trigram index;
-- a search is `search_text LIKE imagine_fold('%…%')`. Not declared in the Drizzle schema: no
-- query selects it (app/orders/search.server.ts reads it by name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imagine_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(translate(value, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŒœÆæ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyOoAa')) $$;
--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  imagine_fold(
    "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("company", '') || ' ' ||
    "delivery_address" || ' ' || jsonb_path_query_array("items", '$[*].name')::text
  )
) STORED;
--> statement-breakpoint
CREATE INDEX "rental_orders_search_idx" ON "rental_orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  imagine_fold(
    "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || "event_type" || ' ' || "message"
  )
) STORED;
--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);
