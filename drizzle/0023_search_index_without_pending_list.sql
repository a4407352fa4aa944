-- The search's trigram indexes (migration 0007) write every new row straight into the index.
-- By default GIN keeps new entries in a pending list, read in full by every search, until a vacuum
-- flushes it. PGlite has no autovacuum, so the list kept growing up to its 4 MB limit, and a search
-- of 50 000 orders read 494 index pages instead of 18: the count of one client's orders took 115 ms
-- instead of 6 ms. Writing each entry straight into the index costs an insert about 1.7 ms more.
ALTER INDEX "rental_orders_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "contact_messages_search_idx" SET (fastupdate = off);--> statement-breakpoint
-- Turning the list off does not flush what it already holds.
SELECT gin_clean_pending_list('rental_orders_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('contact_messages_search_idx'::regclass);
