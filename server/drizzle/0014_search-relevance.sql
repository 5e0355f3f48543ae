-- Issue 16: ranking a shopper agrees with. The search vector is weighted (A the
-- head noun, B the rest of the description and the brand, C the keywords), the
-- head noun is kept apart for an exact comparison, and the words dictionary
-- learns each word's stem ('mela' finds the catalogue's 'mele' without
-- completing into 'melanzane').
CREATE OR REPLACE FUNCTION spesa_head_word(description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(substring(lower(spesa_unaccent(coalesce(description, ''))) from '[a-z0-9]+'), '');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_search_vector(description text, brand text, keywords text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('italian', spesa_head_word(description)), 'A')
    || setweight(to_tsvector('italian', lower(spesa_unaccent(
         regexp_replace(coalesce(description, ''), '^[^[:alnum:]]*[[:alnum:]]+', '') || ' ' || coalesce(brand, '')))), 'B')
    || setweight(to_tsvector('italian', lower(spesa_unaccent(coalesce(keywords, '')))), 'C');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(tsvector_to_array(to_tsvector('italian', coalesce(word, ''))), ' ');
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_store_id_day_query_pk" PRIMARY KEY("store_id","day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonyms" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
-- Dropping the column drops its GIN index, created again below.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (spesa_search_vector(description, brand, keywords)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "head_word" text GENERATED ALWAYS AS (spesa_head_word(description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_head_word_idx" ON "products" USING btree ("head_word",length("description"),"description","id");--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "stem" text GENERATED ALWAYS AS (spesa_stem(word)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Synonyms change what a search finds: cached guest replies must not outlive them.
CREATE TRIGGER search_synonyms_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
