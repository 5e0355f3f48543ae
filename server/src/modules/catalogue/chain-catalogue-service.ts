import type { CatalogueQuery, CountedPage, Product } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { toCountedPage } from '../../http/reply';
import { shopToday } from '../../shared/shop-time';
import {
  createChainCatalogueReads,
  type ChainFilter,
  type ChainMatch,
} from './chain-catalogue-repository';
import { toProduct } from './product-mapper';
import { planQuery } from './search/search-planner';

/**
 * Issue 18: the catalogue read without a store, for programs that search before choosing one.
 * Every product some store sells, at the chain's price (the median of the stores' prices)
 * with the chain-wide offers only; store offers and store availability need a store.
 */
export function createChainCatalogue(db: Db, clock: () => Date = () => new Date()) {
  const reads = createChainCatalogueReads(db);

  /** The same plan as a store's search: typos are corrected word by word up front. */
  async function matchAndCount(
    filter: ChainFilter,
    q: string | undefined,
  ): Promise<{ match: ChainMatch | null; total: number }> {
    if (!q) return { match: null, total: await reads.count(filter, null) };
    const plan = await planQuery(db, q, 'search');
    // Text with no letter or digit finds nothing (issue 13).
    if (!plan) return { match: null, total: 0 };
    const match: ChainMatch = { plan };
    return { match, total: await reads.count(filter, match) };
  }

  return {
    async list(query: CatalogueQuery): Promise<CountedPage<Product>> {
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
      return toCountedPage(products, total, query.p, query.s);
    },
  };
}
