ALTER TABLE "products" ADD COLUMN "net_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "operator_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "food" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
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
