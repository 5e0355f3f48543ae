import type { SearchHelp, SearchSuggestions } from '@spesa/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { shopToday } from '../../../shared/shop-time';
import { toProduct } from '../product-mapper';
import { createProductReads } from '../product-repository';
import { createProductService } from '../product-service';
import { planQuery } from './search-planner';
import { createSuggestionReads } from './suggestion-repository';
import { didYouMean } from './search-help';

/** About eight lines under the search box: a few shelves, then products. */
const CATEGORIES = 3;
const PRODUCTS = 5;
const OFFERS = 8;

export function createSuggestionsService(db: Db, clock: () => Date = () => new Date()) {
  const reads = createSuggestionReads(db);
  const products = createProductReads(db);
  const catalogue = createProductService(db, clock);

  /** An unknown store is code 404 like every store read; the check runs only when nothing came back. */
  async function requireStore(storeId: number): Promise<void> {
    if (!(await products.presence(storeId)).store) throw new AppError('STORE_NOT_FOUND');
  }

  return {
    /** `version`: the catalogue version the request holds, for the dictionary cache. */
    async suggest(
      storeId: number,
      q: string,
      version: number | null = null,
    ): Promise<SearchSuggestions> {
      const plan = await planQuery(db, q, 'suggest', version);
      if (!plan) return { categories: [], products: [] };
      // A whole EAN (scanned or pasted) suggests its product alone.
      if (plan.barcode) {
        const row = await products.findInStore(storeId, plan.barcode, shopToday(clock()));
        if (row) return { categories: [], products: [toProduct(row, row.promotions, row.tags)] };
      }
      const [categories, rows] = await Promise.all([
        reads.categories(storeId, plan, CATEGORIES),
        reads.products(storeId, shopToday(clock()), plan, PRODUCTS),
      ]);
      if (categories.length === 0 && rows.length === 0) await requireStore(storeId);
      return { categories, products: rows.map((r) => toProduct(r, r.promotions, r.tags)) };
    },

    async help(storeId: number, q: string): Promise<SearchHelp> {
      const [words, offers] = await Promise.all([
        didYouMean(db, q),
        catalogue.list(storeId, { q: undefined, p: 0, s: OFFERS, onlyPromotions: true }),
      ]);
      return { didYouMean: words, offers: offers.data };
    },
  };
}
