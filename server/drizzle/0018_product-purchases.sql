-- Issue 27.6: suggestions and search rank by what shoppers buy, among equally relevant
-- products. The count of the last 90 days' orders holding each product lives on the search
-- read model, refreshed by a periodic job (search/purchase-counts.ts); product copies by the
-- 0016 triggers leave it as it is.
ALTER TABLE "product_search" ADD COLUMN "purchases" integer DEFAULT 0 NOT NULL;
