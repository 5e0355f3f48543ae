-- Shelf order inside a category: a listing page walks it and stops early, and
-- the listing counts read only this index, never the wide product rows.
CREATE INDEX "products_shelf_idx" ON "products" USING btree ("category_id","description","id");
--> statement-breakpoint
-- Typo tolerance needs word_similarity >= 0.5: 'mozarela' scores 0.55 against
-- mozzarella, and pg_trgm's default threshold of 0.6 misses it. The trigram
-- index reads the threshold from a setting, so the setting is pinned on this
-- function instead of being changed per transaction or per connection.
-- Returns the products whose search text resembles every term; the terms are
-- written into the statement so the index narrows on all of them at once.
CREATE OR REPLACE FUNCTION spesa_fuzzy_product_ids(terms text[]) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE
  SET pg_trgm.word_similarity_threshold = 0.5
AS $$
BEGIN
  IF cardinality(terms) > 0 THEN
    RETURN QUERY EXECUTE 'select id from products where ' || (
      SELECT string_agg(format('%L <%% search_text', spesa_unaccent(lower(term))), ' and ')
      FROM unnest(terms) AS term
    );
  END IF;
END $$;
