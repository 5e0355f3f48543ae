-- Suggestions while typing walk the plainest products a word names on the search read model
-- (product_search), which holds the stores selling each product and what shoppers buy: the
-- walk then tests the store and picks up the purchase count from the row it reads, instead of
-- probing store_products and product_search for every name (catalogue bench, 27 Nov 2026).
DROP INDEX "products_head_word_idx";--> statement-breakpoint
CREATE INDEX "product_search_head_word_idx" ON "product_search" USING btree ("head_word",length("description"),"description","id");
