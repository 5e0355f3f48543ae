-- Issue 25, item 9: the zero-result report could be written by anyone (300 anonymous searches
-- took 45 of its 50 rows). A miss is now one row per store, day, text and client (a digest of
-- the day and the client's address), so repeats from one client count once a day. The rows
-- from before could have come from anyone: they stand as one client of their own.
ALTER TABLE "search_misses" DROP CONSTRAINT "search_misses_store_id_day_query_pk";--> statement-breakpoint
ALTER TABLE "search_misses" ADD COLUMN "client" text DEFAULT 'before-0017' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_misses" ALTER COLUMN "client" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_store_id_day_query_client_pk" PRIMARY KEY("store_id","day","query","client");--> statement-breakpoint
ALTER TABLE "search_misses" DROP COLUMN "count";
