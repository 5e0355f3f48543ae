CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"promotion_id" integer
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "kind" text DEFAULT 'OFFER' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_store_product_idx" ON "price_history" USING btree ("store_id","product_id","valid_from");--> statement-breakpoint
-- The price history of art. 17-bis Codice del consumo: every price a store applied and from
-- when. Statement-level triggers (as in 0016) write it in the transaction of every write that
-- changes a shelf price or an offer, whichever path makes it: seed, catalogue import, staff.
CREATE OR REPLACE FUNCTION spesa_rome_today() RETURNS date
  LANGUAGE sql STABLE
AS $$ SELECT (now() AT TIME ZONE 'Europe/Rome')::date $$;
--> statement-breakpoint
-- The same rule as promotedCents in server/src/modules/catalogue/pricing.ts (never below a cent).
CREATE OR REPLACE FUNCTION spesa_promoted_cents(price integer, value_type text, value integer) RETURNS integer
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT greatest(1, CASE value_type
    WHEN 'PERCENT' THEN price - round(price * value / 10000.0)::integer
    WHEN 'AMOUNT' THEN price - value
    WHEN 'FIXED_PRICE' THEN value
    ELSE price END)
$$;
--> statement-breakpoint
-- Offer prices of `offers` on the store rows they apply to; UNKNOWN only labels, never prices.
CREATE OR REPLACE FUNCTION spesa_record_offer_prices(offer_ids integer[], store_ids integer[]) RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO price_history (store_id, product_id, price_cents, valid_from, valid_to, promotion_id)
  SELECT sp.store_id, sp.product_id, spesa_promoted_cents(sp.price_cents, pr.value_type, pr.value),
         pr.valid_from, pr.valid_to, pr.id
  FROM promotions pr
  JOIN store_products sp ON sp.product_id = pr.product_id
    AND (pr.store_id IS NULL OR sp.store_id = pr.store_id)
  WHERE pr.id = ANY(offer_ids) AND (store_ids IS NULL OR sp.store_id = ANY(store_ids))
    AND pr.value_type <> 'UNKNOWN'
    AND spesa_promoted_cents(sp.price_cents, pr.value_type, pr.value) < sp.price_cents;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_price_history_shelf_added() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO price_history (store_id, product_id, price_cents, valid_from)
    SELECT store_id, product_id, price_cents, spesa_rome_today() FROM added;
  -- A store newly selling a product applies the chain-wide offers that have not ended.
  INSERT INTO price_history (store_id, product_id, price_cents, valid_from, valid_to, promotion_id)
    SELECT a.store_id, a.product_id, spesa_promoted_cents(a.price_cents, pr.value_type, pr.value),
           greatest(pr.valid_from, spesa_rome_today()), pr.valid_to, pr.id
    FROM added a JOIN promotions pr ON pr.product_id = a.product_id
      AND (pr.store_id IS NULL OR pr.store_id = a.store_id)
    WHERE pr.valid_to >= spesa_rome_today() AND pr.value_type <> 'UNKNOWN'
      AND spesa_promoted_cents(a.price_cents, pr.value_type, pr.value) < a.price_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_price_history_shelf_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO price_history (store_id, product_id, price_cents, valid_from)
    SELECT n.store_id, n.product_id, n.price_cents, spesa_rome_today()
    FROM changed n JOIN before_change o USING (store_id, product_id)
    WHERE n.price_cents <> o.price_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A withdrawn offer never applied the days it had not reached: those rows go, a running
-- offer's row ends today.
CREATE OR REPLACE FUNCTION spesa_price_history_offers_withdrawn(offer_ids integer[]) RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM price_history WHERE promotion_id = ANY(offer_ids) AND valid_from > spesa_rome_today();
  UPDATE price_history SET valid_to = spesa_rome_today()
    WHERE promotion_id = ANY(offer_ids) AND valid_to > spesa_rome_today();
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_price_history_offers_added() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM spesa_record_offer_prices(array(SELECT id FROM added), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_price_history_offers_removed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM spesa_price_history_offers_withdrawn(array(SELECT id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_price_history_offers_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- An edited offer is the old one withdrawn and the new one announced.
  PERFORM spesa_price_history_offers_withdrawn(array(SELECT id FROM before_change));
  PERFORM spesa_record_offer_prices(array(SELECT id FROM changed), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_products_price_history_insert AFTER INSERT ON store_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_price_history_shelf_added();
--> statement-breakpoint
CREATE TRIGGER store_products_price_history_update AFTER UPDATE ON store_products
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_price_history_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER promotions_price_history_insert AFTER INSERT ON promotions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_price_history_offers_added();
--> statement-breakpoint
CREATE TRIGGER promotions_price_history_delete AFTER DELETE ON promotions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_price_history_offers_removed();
--> statement-breakpoint
CREATE TRIGGER promotions_price_history_update AFTER UPDATE ON promotions
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION spesa_price_history_offers_changed();
--> statement-breakpoint
-- Backfill for a database that already has prices: the history before this migration is
-- unknown, so the current shelf price is taken as in force since 31 days before the earliest
-- offer of the product that has not ended (or today), and every stored offer as applied.
INSERT INTO price_history (store_id, product_id, price_cents, valid_from)
SELECT sp.store_id, sp.product_id, sp.price_cents,
       least(spesa_rome_today(), coalesce((
         SELECT min(pr.valid_from) FROM promotions pr
         WHERE pr.product_id = sp.product_id AND (pr.store_id IS NULL OR pr.store_id = sp.store_id)
           AND pr.valid_to >= spesa_rome_today()), spesa_rome_today()) - 31)
FROM store_products sp;
--> statement-breakpoint
SELECT spesa_record_offer_prices(array(SELECT id FROM promotions), NULL);
