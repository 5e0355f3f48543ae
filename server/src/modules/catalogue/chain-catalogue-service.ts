import type { CatalogueQuery, Page, Product } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../http/reply';
import { shopToday } from './catalogue-dates';
import {
  createChainCatalogueReads,
  type ChainFilter,
  type ChainMatch,
} from './chain-catalogue-repository';
import { toProduct } from './product-mapper';
import { planSearch } from './search-terms';

/**
 * Issue 18: the catalogue read without a store, for programs that search before choosing one.
 * Every product some store sells, at the chain's price (the median of the stores' prices)
 * with the chain-wide offers only; store offers and store availability need a store.
 */
export function createChainCatalogue(db: Db, clock: () => Date = () => new Date()) {
  const reads = createChainCatalogueReads(db);

  /** Full text first; as in a store's search, typos are corrected only when it finds nothing. */
  async function matchAndCount(
    filter: ChainFilter,
    q: string | undefined,
  ): Promise<{ match: ChainMatch | null; total: number }> {
    const plan = q ? planSearch(q) : null;
    if (!plan) return { match: null, total: await reads.count(filter, null) };
    const text: ChainMatch = { kind: 'text', plan };
    const total = await reads.count(filter, text);
    if (total > 0 || plan.fuzzyTerms.length === 0) return { match: text, total };
    const corrected: ChainMatch = { kind: 'corrected', plan };
    return { match: corrected, total: await reads.count(filter, corrected) };
  }

  return {
    async list(query: CatalogueQuery): Promise<Page<Product>> {
      const filter: ChainFilter = {
        today: shopToday(clock()),
        category: query.category,
        onlyPromotions: query.onlyPromotions,
        onlyBranded: query.onlyBranded,
        tag: query.tag,
      };
      const { match, total } = await matchAndCount(filter, query.q);
      const rows = total > 0 ? await reads.page(filter, match, query.p, query.s) : [];
      const products = rows.map((r) => toProduct(r, r.promotions, r.tags));
      return toPage(products, total, query.p, query.s);
    },
  };
}
