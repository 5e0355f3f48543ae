import type {
  BrandCount,
  BrandCountsQuery,
  CountedPage,
  Product,
  ProductInfo,
  ProductsQuery,
} from '@spesa/contracts';
import type { Db } from '../../db/client';
import { toCountedPage } from '../../http/reply';
import { AppError } from '../../http/app-error';
import { createBrandCountReads } from './brand-counts-repository';
import { createBrowseReads } from './browse-page-repository';
import { browseWindow, inDisplayOrder } from './browse-window';
import { shopToday } from '../../shared/shop-time';
import { allCategories } from './category-repository';
import type { PricedRow } from './product-columns';
import { filterShape, unfiltered, type ProductFilter } from './product-filters';
import { toProductInfo } from './product-info';
import { createListingReads, type ListedRow } from './product-listing-repository';
import { toProduct } from './product-mapper';
import { createProductReads } from './product-repository';
import { createSearchReads } from './search/product-search-repository';
import { planQuery } from './search/search-planner';
import { createSortedReads } from './sorted-page-repository';

interface Listed {
  rows: PricedRow[];
  total: number;
}

const toProducts = (rows: readonly PricedRow[]): Product[] =>
  rows.map((r) => toProduct(r, r.promotions, r.tags));

/**
 * Every read is one statement when it finds something; the store is only
 * looked up when a read comes back empty, to tell an unknown store (404) from
 * an empty page.
 */
export function createProductService(db: Db, clock: () => Date = () => new Date()) {
  const reads = createProductReads(db);
  const listing = createListingReads(db);
  const searching = createSearchReads(db);
  const browsing = createBrowseReads(db);
  const sorting = createSortedReads(db);
  const brands = createBrandCountReads(db);

  const filterOf = (storeId: number, query: BrandCountsQuery): ProductFilter => ({
    storeId,
    today: shopToday(clock()),
    category: query.category,
    onlyPromotions: query.onlyPromotions,
    onlyBranded: query.onlyBranded,
    tag: query.tag,
    brand: query.brand,
  });

  async function requireStore(storeId: number): Promise<void> {
    if (!(await reads.presence(storeId)).store) throw new AppError('STORE_NOT_FOUND');
  }

  /** A page whose rows carry the match total; past the last page, the first row tells it. */
  async function pageWithTotal(
    storeId: number,
    read: (page: number, size: number) => Promise<ListedRow[]>,
    page: number,
    size: number,
  ): Promise<Listed> {
    const rows = await read(page, size);
    const total = rows[0]?.total ?? (page > 0 ? ((await read(0, 1))[0]?.total ?? 0) : 0);
    if (total === 0) await requireStore(storeId);
    return { rows, total };
  }

  /**
   * Browsing walks the category counts (the whole store, or one department or subcategory:
   * `within`), so a page reads only the categories it spans and never sorts the store, nor
   * walks every subcategory of a department to its depth. Without shopper filters one
   * statement does it all (`browse-page-repository.ts`); a page it finds no row for (past
   * the end, an unknown store) and a filtered whole-store browse take the steps below.
   */
  async function browse(
    filter: ProductFilter,
    page: number,
    size: number,
    within?: string,
  ): Promise<Listed> {
    if (unfiltered(filterShape(filter))) {
      const rows = await browsing.browsePage(filter.storeId, filter.today, within, page, size);
      if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
    }
    const [counted, categories] = await Promise.all([
      listing.countByCategory({ ...filter, category: undefined }),
      allCategories(db),
    ]);
    if (counted.length === 0) await requireStore(filter.storeId);
    const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
    const inScope = (id: string) => !within || id === within || parentOf.get(id) === within;
    const counts = inDisplayOrder(
      counted.filter((c) => inScope(c.categoryId)),
      categories,
    );
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const window = browseWindow(counts, page, size);
    if (!window) return { rows: [], total };
    const rows = await listing.windowPage({ ...filter, category: undefined }, window, size);
    return { rows, total };
  }

  return {
    /** `version`: the catalogue version the request holds, for the dictionary cache. */
    async list(
      storeId: number,
      query: ProductsQuery,
      version: number | null = null,
    ): Promise<CountedPage<Product>> {
      const filter = filterOf(storeId, query);
      const plan = query.q ? await planQuery(db, query.q, 'search', version) : null;
      const sort = query.sort;
      // Text with no letter or digit ('%', '_', '*') looks for nothing: it never lists all.
      const { rows, total } =
        query.q && !plan
          ? await pageWithTotal(storeId, async () => [], query.p, query.s)
          : sort
            ? await pageWithTotal(
                storeId,
                (p, s) => sorting.sortedPage(filter, { sort, dir: query.dir ?? 'asc' }, plan, p, s),
                query.p,
                query.s,
              )
            : plan
              ? await pageWithTotal(
                  storeId,
                  (p, s) => searching.searchPage(filter, plan, p, s),
                  query.p,
                  query.s,
                )
              : filter.category && !unfiltered(filterShape(filter))
                ? await pageWithTotal(
                    storeId,
                    (p, s) => listing.categoryPage(filter, p, s),
                    query.p,
                    query.s,
                  )
                : await browse(filter, query.p, query.s, filter.category);
      return toCountedPage(toProducts(rows), total, query.p, query.s);
    },

    /** Issue 27.12: the brands of the listing's matches, whatever brand is chosen. */
    async brands(
      storeId: number,
      query: BrandCountsQuery,
      version: number | null = null,
    ): Promise<BrandCount[]> {
      const plan = query.q ? await planQuery(db, query.q, 'search', version) : null;
      const counts =
        query.q && !plan ? [] : await brands.brandCounts(filterOf(storeId, query), plan);
      if (counts.length === 0) await requireStore(storeId);
      return counts;
    },

    async featured(storeId: number): Promise<Product[]> {
      const rows = await reads.findFeatured(storeId, shopToday(clock()));
      if (rows.length === 0) await requireStore(storeId);
      return toProducts(rows);
    },

    async byBarcode(storeId: number, barcode: string): Promise<Product> {
      const row = await reads.findInStore(storeId, barcode, shopToday(clock()));
      if (row) return toProduct(row, row.promotions, row.tags);
      const presence = await reads.presence(storeId, barcode);
      if (!presence.store) throw new AppError('STORE_NOT_FOUND');
      throw new AppError(presence.product ? 'PRODUCT_NOT_VALID' : 'PRODUCT_NOT_FOUND');
    },

    async info(barcode: string): Promise<ProductInfo> {
      const row = await reads.findInfo(barcode);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return toProductInfo(row, row.tags);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
