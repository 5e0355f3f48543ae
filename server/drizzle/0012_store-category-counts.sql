CREATE TABLE "store_category_counts" (
	"store_id" integer NOT NULL,
	"category_id" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "store_category_counts_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "store_category_counts" ADD CONSTRAINT "store_category_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_category_counts" ADD CONSTRAINT "store_category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts of the stores given, read afresh: used where rows left (deletes, a
-- product moved to another category), which no runtime path does, so
-- correctness wins over cost there.
CREATE OR REPLACE FUNCTION spesa_recount_stores(store_ids integer[]) RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM store_category_counts WHERE store_id = ANY(store_ids);
  INSERT INTO store_category_counts (store_id, category_id, products)
    SELECT sp.store_id, p.category_id, count(*)::int
    FROM store_products sp JOIN products p ON p.id = sp.product_id
    WHERE sp.store_id = ANY(store_ids)
    GROUP BY sp.store_id, p.category_id;
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a seed's bulk insert costs one upsert.
CREATE OR REPLACE FUNCTION spesa_count_added_store_products() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO store_category_counts (store_id, category_id, products)
    SELECT a.store_id, p.category_id, count(*)::int
    FROM added a JOIN products p ON p.id = a.product_id
    GROUP BY a.store_id, p.category_id
    ON CONFLICT (store_id, category_id)
      DO UPDATE SET products = store_category_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_recount_removed_store_products() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM spesa_recount_stores(array(SELECT DISTINCT store_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_recount_moved_products() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM moved m JOIN before_move b ON b.id = m.id
             WHERE b.category_id IS DISTINCT FROM m.category_id) THEN
    PERFORM spesa_recount_stores(array(
      SELECT DISTINCT sp.store_id FROM store_products sp JOIN moved m ON m.id = sp.product_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_clear_store_category_counts() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM store_category_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_products_count_insert AFTER INSERT ON store_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_count_added_store_products();
--> statement-breakpoint
CREATE TRIGGER store_products_count_delete AFTER DELETE ON store_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_recount_removed_store_products();
--> statement-breakpoint
CREATE TRIGGER products_count_move AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_move NEW TABLE AS moved FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_recount_moved_products();
--> statement-breakpoint
CREATE TRIGGER store_products_count_truncate AFTER TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_clear_store_category_counts();
--> statement-breakpoint
INSERT INTO store_category_counts (store_id, category_id, products)
  SELECT sp.store_id, p.category_id, count(*)::int
  FROM store_products sp JOIN products p ON p.id = sp.product_id
  GROUP BY sp.store_id, p.category_id;
--> statement-breakpoint
-- The catalogue version: every statement writing a catalogue table moves it
-- on in the writing transaction, so it becomes visible exactly when the write
-- does. Server processes key their cached guest replies by it.
CREATE TABLE catalogue_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_catalogue_written() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER tags_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER product_tags_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER store_products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER promotions_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER banners_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER store_featured_products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_featured_products
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER store_delivery_modes_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_delivery_modes
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER store_service_areas_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_service_areas
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER regions_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER counties_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER cities_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
--> statement-breakpoint
CREATE TRIGGER city_zips_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON city_zips
  FOR EACH STATEMENT EXECUTE FUNCTION spesa_catalogue_written();
