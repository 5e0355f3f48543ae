import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
import { selectInStore } from './product-columns';
import { filterConditions, type ProductFilter } from './product-filters';
import type { ListedPage } from './product-listing-repository';
import type { SearchPlan } from './search-terms';

/**
 * Typo tolerance is a fallback: when full text already finds a page of products,
 * trigram-only matches would rank after all of them anyway, and computing word
 * similarity for thousands of rows is what makes a search slow (400 ms instead of
 * 60 ms for 'latte' at 100,000 products).
 */
const FUZZY_BELOW = 24;

interface Matching {
  exact: SQL | undefined;
  fullText: SQL;
  tsQuery: SQL;
  fuzzy: SQL | undefined;
}

function matching(plan: SearchPlan): Matching {
  const tsQuery = sql`to_tsquery('italian', spesa_unaccent(lower(${plan.prefixQuery}::text)))`;
  const fuzzy = plan.fuzzyTerms.length
    ? and(
        ...plan.fuzzyTerms.map(
          (t) => sql`spesa_unaccent(lower(${t}::text)) <% ${products.searchText}`,
        ),
      )
    : undefined;
  return {
    exact: plan.barcode ? eq(products.barcode, plan.barcode) : undefined,
    fullText: sql`${products.searchVector} @@ ${tsQuery}`,
    tsQuery,
    fuzzy,
  };
}

/** Whether full text (or the barcode) finds fewer than a page in this store. */
async function needsFuzzy(tx: DbOrTx, f: ProductFilter, m: Matching): Promise<boolean> {
  if (!m.fuzzy) return false;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, f.storeId)),
    )
    .where(and(or(m.exact, m.fullText), filterConditions(tx, f)))
    .limit(FUZZY_BELOW);
  return found.length < FUZZY_BELOW;
}

/** Exact barcode first, then full-text rank, then trigram likeness (only computed for the rest). */
function ranking(plan: SearchPlan, m: Matching, fuzzy: boolean): SQL[] {
  const order = [
    sql`case when ${m.fullText} then ts_rank(${products.searchVector}, ${m.tsQuery}) else 0 end desc`,
  ];
  if (fuzzy) {
    order.push(
      sql`case when ${m.fullText} then 1 else word_similarity(spesa_unaccent(lower(${plan.text}::text)), ${products.searchText}) end desc`,
    );
  }
  if (plan.barcode) order.unshift(sql`(${products.barcode} = ${plan.barcode}) desc`);
  return order;
}

async function rankedPage(
  tx: DbOrTx,
  f: ProductFilter,
  plan: SearchPlan,
  fuzzy: boolean,
  page: number,
  size: number,
): Promise<ListedPage> {
  const m = matching(plan);
  const rows = await selectInStore(tx, f.storeId)
    .where(and(or(m.exact, m.fullText, fuzzy ? m.fuzzy : undefined), filterConditions(tx, f)))
    .orderBy(...ranking(plan, m, fuzzy), asc(products.description), asc(products.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A page of search results, best match first; call it inside `inListingTransaction`. */
export async function searchPage(
  tx: DbOrTx,
  f: ProductFilter,
  plan: SearchPlan,
  page: number,
  size: number,
): Promise<ListedPage> {
  const fuzzy = await needsFuzzy(tx, f, matching(plan));
  const found = await rankedPage(tx, f, plan, fuzzy, page, size);
  // Past the last page the window count has no row to ride on: ask for the first row.
  if (found.rows.length > 0 || page === 0) return found;
  return { rows: [], total: (await rankedPage(tx, f, plan, fuzzy, 0, 1)).total };
}
