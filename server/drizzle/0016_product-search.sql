-- Issue 14, cold searches: the narrow search read model. A common word
-- ('snack', 'olio', 'vino') matches thousands of products, and a search ranks
-- and counts every match sold in the store. On `products` that meant a visit of
-- each match's wide row (about 1 KB: info, texts) and a probe of the store's
-- primary key per match; here each match is one narrow row (about 300 bytes)
-- that also says which stores sell it, so the ranking and the exact total read
-- a quarter of the pages and probe nothing else. Kept by statement-level
-- triggers in the transaction of every write that changes it.
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"own_brand" boolean NOT NULL,
	"head_word" text NOT NULL,
	"description" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"store_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
-- The shelf bonus of a search compares the query with every category name: stored, not
-- computed for the few dozen categories on each search.
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', spesa_unaccent(lower(description)))) STORED NOT NULL;--> statement-breakpoint
-- Inserted and updated products, copied as they are now (a deleted product cascades).
CREATE OR REPLACE FUNCTION spesa_copy_product_search() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO product_search (id, category_id, own_brand, head_word, description, search_vector, store_ids)
    SELECT c.id, c.category_id, c.own_brand, c.head_word, c.description, c.search_vector,
           array(SELECT sp.store_id FROM store_products sp WHERE sp.product_id = c.id ORDER BY sp.store_id)
    FROM changed c
    ON CONFLICT (id) DO UPDATE SET
      category_id = excluded.category_id, own_brand = excluded.own_brand,
      head_word = excluded.head_word, description = excluded.description,
      search_vector = excluded.search_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The stores selling each product whose store rows changed, read afresh (one index probe each).
CREATE OR REPLACE FUNCTION spesa_product_search_stores(product_ids integer[]) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE product_search ps
    SET store_ids = array(SELECT sp.store_id FROM store_products sp WHERE sp.product_id = ps.id ORDER BY sp.store_id)
    WHERE ps.id = ANY(product_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_store_products_added() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM spesa_product_search_stores(array(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_store_products_removed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM spesa_product_search_stores(array(SELECT DISTINCT product_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_store_products_moved() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- Rows whose keys changed; a price or availability change leaves none.
  PERFORM spesa_product_search_stores(array(
    SELECT product_id FROM (
      (SELECT store_id, product_id FROM before_move EXCEPT SELECT store_id, product_id FROM moved)
      UNION
      (SELECT store_id, product_id FROM moved EXCEPT SELECT store_id, product_id FROM before_move)
    ) k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_store_products_cleared() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE product_search SET store_ids = '{}' WHERE store_ids <> '{}';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_copy_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_copy_product_search();
--> statement-breakpoint
CREATE TRIGGER products_search_copy_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_copy_product_search();
--> statement-breakpoint
CREATE TRIGGER store_products_search_insert AFTER INSERT ON store_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_store_products_added();
--> statement-breakpoint
CREATE TRIGGER store_products_search_delete AFTER DELETE ON store_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_store_products_removed();
--> statement-breakpoint
CREATE TRIGGER store_products_search_update AFTER UPDATE ON store_products
  REFERENCING OLD TABLE AS before_move NEW TABLE AS moved FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_store_products_moved();
--> statement-breakpoint
CREATE TRIGGER store_products_search_truncate AFTER TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_store_products_cleared();
--> statement-breakpoint
INSERT INTO product_search (id, category_id, own_brand, head_word, description, search_vector, store_ids)
  SELECT p.id, p.category_id, p.own_brand, p.head_word, p.description, p.search_vector,
         coalesce(s.store_ids, '{}')
  FROM products p
  LEFT JOIN (SELECT product_id, array_agg(store_id ORDER BY store_id) AS store_ids
             FROM store_products GROUP BY product_id) s ON s.product_id = p.id;
