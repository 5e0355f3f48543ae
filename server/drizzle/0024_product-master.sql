ALTER TABLE "products" ADD COLUMN "net_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "operator_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "food" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A product off sale leaves every store's shelf: its store rows wait here with their prices
-- and come back when it is put on sale again. Moving them (not filtering every read) keeps
-- the listings, the counts (0012), the search copy (0016) and the carts' checks exactly as
-- they are: a product that is in no store_products row is not sold, and a cart holding it
-- finds it unavailable at the next freeze check (4105).
CREATE TABLE store_products_off_sale (LIKE store_products INCLUDING DEFAULTS,
  PRIMARY KEY (store_id, product_id),
  FOREIGN KEY (store_id) REFERENCES stores(id) ON DELETE CASCADE,
  FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_products_sale_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- Scans and hashed lists only: a join of the two transition tables (no statistics, so a
  -- nested loop) costs seconds on an import updating thousands of products.
  IF NOT EXISTS (SELECT 1 FROM changed WHERE NOT active)
     AND NOT EXISTS (SELECT 1 FROM before_change WHERE NOT active) THEN
    RETURN NULL;
  END IF;
  WITH gone AS (
    DELETE FROM store_products sp
    WHERE sp.product_id IN (SELECT id FROM changed WHERE NOT active)
      AND sp.product_id IN (SELECT id FROM before_change WHERE active)
    RETURNING sp.*)
  INSERT INTO store_products_off_sale SELECT * FROM gone ON CONFLICT DO NOTHING;
  WITH back AS (
    DELETE FROM store_products_off_sale sp
    WHERE sp.product_id IN (SELECT id FROM changed WHERE active)
      AND sp.product_id IN (SELECT id FROM before_change WHERE NOT active)
    RETURNING sp.*)
  INSERT INTO store_products SELECT * FROM back ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sale_changed AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_products_sale_changed();
--> statement-breakpoint
-- The same for 0012's check of a product moved to another category, which the master import
-- is the first to run on thousands of rows at once (21 s for 5,000 rows with the join; a set
-- difference reads each transition table once).
CREATE OR REPLACE FUNCTION spesa_recount_moved_products() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT id, category_id FROM moved EXCEPT SELECT id, category_id FROM before_move) THEN
    PERFORM spesa_recount_stores(array(
      SELECT DISTINCT sp.store_id FROM store_products sp
      WHERE sp.product_id IN (SELECT id FROM moved)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Last, once 0012's check of moved products reads each transition table once (above): with
-- the old nested loop this backfill of a chain's 100,000 products ran for over ten minutes.
-- Issue 31: products seeded before the master data have no legal name nor operator. The seed
-- marks food by its template (ingredients and nutrition), pet food is feed, not food under
-- Reg. 1169/2011; the own brand is the cooperative's, a producer brand is marketed by the
-- producer. New seeds write the same values from server/src/seed/product-master.ts.
UPDATE products SET
  food = (info->>'ingredients') IS NOT NULL AND category_id NOT LIKE '13%',
  legal_name = CASE WHEN (info->>'ingredients') IS NOT NULL AND category_id NOT LIKE '13%'
    THEN description END,
  operator_name = CASE WHEN own_brand THEN 'Spesa Società Cooperativa' ELSE brand || ' S.r.l.' END,
  operator_address = CASE WHEN own_brand THEN 'Via dell''Industria 12, 40138 Bologna (BO)'
    ELSE 'Italia' END,
  net_count = CASE WHEN um = 'PZ' AND net_content IS NULL
    THEN coalesce(substring(description from '(\d+) [a-z]+$')::integer, 1) END
WHERE legal_name IS NULL AND operator_name IS NULL;
