-- Typos are now corrected against the catalogue's distinct words (search_words)
-- and searched with full text, so the per-product trigram index and the
-- row-by-row trigram function have no reader left.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
DROP FUNCTION IF EXISTS spesa_fuzzy_product_ids(text[]);
--> statement-breakpoint
-- The words full-text search can also see: search_text split the way the
-- correction compares terms, too short ones carry no useful trigrams.
CREATE OR REPLACE FUNCTION spesa_search_words(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT w FROM regexp_split_to_table(search_text, '[^a-z0-9]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
-- Statement-level with a transition table, so a bulk insert of the seed costs
-- one upsert, not one per row. Transition tables allow a single event per
-- trigger, hence one trigger per event sharing this function; ndoc only grows
-- on insert, where it counts products, an update would count them twice.
CREATE OR REPLACE FUNCTION spesa_add_search_words() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word, ndoc)
      SELECT w, count(*) FROM added, spesa_search_words(added.search_text) AS w GROUP BY w
      ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  ELSE
    INSERT INTO search_words (word, ndoc)
      SELECT w, count(*) FROM added, spesa_search_words(added.search_text) AS w GROUP BY w
      ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION spesa_add_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION spesa_add_search_words();
--> statement-breakpoint
-- A reseed truncates products: words of the old catalogue would otherwise
-- keep winning corrections that no product matches any more.
CREATE OR REPLACE FUNCTION spesa_clear_search_words() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_clear_search_words();
--> statement-breakpoint
INSERT INTO search_words (word, ndoc)
  SELECT w, count(*) FROM products, spesa_search_words(products.search_text) AS w GROUP BY w;
--> statement-breakpoint
-- The full-text query for a search with typos: every term must match, either
-- as the prefix the shopper typed or as one of the three known words closest
-- to it. A similarity of 0.5 keeps 'mozarela' (0.54 to mozzarella) while
-- pg_trgm's default of 0.3 would turn 'pelati' into 'surgelati'; the trigram
-- index reads the threshold from a setting, so it is pinned here. Terms keep
-- only letters and digits, so the text is always valid tsquery syntax; null
-- when no term is left.
CREATE OR REPLACE FUNCTION spesa_corrected_query(terms text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.5
AS $$
  SELECT to_tsquery('italian', string_agg(alternatives, ' & '))
  FROM (
    SELECT '(' || t || ':*' || coalesce((
      SELECT string_agg(' | ' || c.word, '' ORDER BY c.rank)
      FROM (
        SELECT word, row_number() OVER (ORDER BY similarity(word, t) DESC, ndoc DESC, word) AS rank
        FROM search_words WHERE word % t
        ORDER BY rank LIMIT 3
      ) AS c
    ), '') || ')' AS alternatives
    FROM (
      SELECT regexp_replace(spesa_unaccent(lower(term)), '[^[:alnum:]]+', '', 'g') AS t
      FROM unnest(terms) AS term
    ) AS cleaned
    WHERE t <> ''
  ) AS per_term
$$;
