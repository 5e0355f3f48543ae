import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tagIdsJson, type PricedRow } from './product-columns';
import type { PromotionRecord } from './pricing';
import { RANK_WEIGHTS } from './search/product-search-repository';
import type { SearchPlan } from './search/search-plan';

/** The store-less filters of GET /cli/ecommerce/products (issue 18). */
export interface ChainFilter {
  today: string;
  category?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  tag?: string;
}

/** The planned search of a page (see `search-plan.ts`). */
export interface ChainMatch {
  plan: SearchPlan;
}

/** Chain-wide offers (no store) running today. */
function chainOffer(today: string): SQL {
  return sql`pr.store_id is null and pr.valid_from <= ${today}::date and pr.valid_to >= ${today}::date`;
}

function textQuery(match: ChainMatch): SQL {
  return sql`to_tsquery('italian', ${match.plan.query}::text)`;
}

/** Products some store sells, under the shopper's filters and the search when there is one. */
function conditions(f: ChainFilter, match: ChainMatch | null): SQL {
  const parts: SQL[] = [
    sql`exists (select 1 from store_products sp where sp.product_id = products.id)`,
  ];
  if (f.category) {
    parts.push(sql`products.category_id in
      (select id from categories where id = ${f.category} or parent_id = ${f.category})`);
  }
  if (f.onlyBranded) parts.push(sql`products.own_brand`);
  if (f.onlyPromotions) {
    parts.push(sql`exists (select 1 from promotions pr
      where pr.product_id = products.id and ${chainOffer(f.today)})`);
  }
  if (f.tag) {
    parts.push(sql`exists (select 1 from product_tags pt
      where pt.product_id = products.id and pt.tag_id = ${f.tag})`);
  }
  if (match) {
    const barcode = match.plan.barcode;
    parts.push(sql`(products.search_vector @@ ${textQuery(match)}
      or products.barcode = ${barcode}::text)`);
  }
  return sql.join(parts, sql` and `);
}

/** Shelf order (department, subcategory, description) when browsing; rank order when searching. */
function ordering(match: ChainMatch | null): SQL {
  if (!match) {
    return sql`coalesce(main.sort_order, sub.sort_order), sub.sort_order, sub.id,
      products.description, products.id`;
  }
  const barcode = match.plan.barcode;
  return sql`(products.barcode = ${barcode}::text) desc nulls last,
    ts_rank(${RANK_WEIGHTS}::real[], products.search_vector, ${textQuery(match)})
      + (products.head_word = any(${sql.param(match.plan.headWords)}::text[]))::int desc,
    length(products.description), products.description, products.id`;
}

type ChainRow = Omit<PricedRow, 'promotions'> & { promotions: PromotionRecord[] };

/**
 * The chain's catalogue without a store: reads of their own beside the per-store statements,
 * so neither changes the other's plans. The chain price of a product is the median of the
 * prices of the stores that sell it; only the rows of the page compute it.
 */
export function createChainCatalogueReads(db: Db) {
  return {
    async count(f: ChainFilter, match: ChainMatch | null): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where ${conditions(f, match)}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    async page(
      f: ChainFilter,
      match: ChainMatch | null,
      page: number,
      size: number,
    ): Promise<ChainRow[]> {
      const result = await db.execute<ChainRow>(sql`
        with page as (
          select products.id, row_number() over (order by ${ordering(match)}) as pos
          from products
          join categories sub on sub.id = products.category_id
          left join categories main on main.id = sub.parent_id
          where ${conditions(f, match)}
          order by pos limit ${size} offset ${page * size}
        )
        select products.id, products.barcode, products.ref, products.description, products.brand,
          products.own_brand as "ownBrand", products.um, products.um_step_milli as "umStepMilli",
          products.max_amount_milli as "maxAmountMilli", products.net_content as "netContent",
          products.net_content_unit as "netContentUnit",
          products.vat_configuration_id as "vatConfigurationId",
          products.image_count as "imageCount", products.photos,
          products.category_id as "categoryId",
          sub.description as "subCategoryName",
          coalesce(main.description, sub.description) as "categoryName",
          chain.price_cents as "priceCents", chain.available,
          coalesce((select json_agg(json_build_object(
              'id', pr.id, 'description', pr.description, 'valueType', pr.value_type,
              'value', pr.value, 'validFrom', pr.valid_from, 'validTo', pr.valid_to))
            from promotions pr where pr.product_id = products.id and ${chainOffer(f.today)}),
            '[]'::json) as promotions,
          ${tagIdsJson} as tags
        from page
        join products on products.id = page.id
        join categories sub on sub.id = products.category_id
        left join categories main on main.id = sub.parent_id
        cross join lateral (
          select percentile_disc(0.5) within group (order by sp.price_cents)::int as price_cents,
                 bool_or(sp.available) as available
          from store_products sp where sp.product_id = products.id
        ) as chain
        order by page.pos`);
      return result.rows;
    },
  };
}
