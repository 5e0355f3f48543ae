import type { Page, Product, ProductInfo, ProductsQuery } from '@spesa/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { toPage } from '../../http/reply';
import { AppError } from '../../http/app-error';
import { shopToday } from './catalogue-dates';
import type { PromotionRecord } from './pricing';
import { toProductInfo } from './product-info';
import { browseWindow, inDisplayOrder } from './browse-window';
import { allCategories } from './category-repository';
import type { ProductFilter } from './product-filters';
import { inListingTransaction } from './listing-transaction';
import {
  browsePage,
  categoryPage,
  countByCategory,
  type ListedPage,
} from './product-listing-repository';
import { searchPage } from './product-search-repository';
import { toProduct, type ProductRow } from './product-mapper';
import {
  activePromotions,
  findFeatured,
  findInfo,
  findInStore,
  productExists,
  productTagIds,
  storeExists,
} from './product-repository';
import { planSearch } from './search-terms';

function groupBy<T, V>(items: readonly T[], key: (t: T) => number, value: (t: T) => V) {
  const groups = new Map<number, V[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(value(item));
    groups.set(key(item), list);
  }
  return groups;
}

export function createProductService(db: Db, clock: () => Date = () => new Date()) {
  async function requireStore(storeId: number): Promise<void> {
    if (!(await storeExists(db, storeId))) throw new AppError('STORE_NOT_FOUND');
  }

  /** Whole-store browsing walks category counts, so it never sorts the whole store. */
  async function browse(
    tx: DbOrTx,
    filter: ProductFilter,
    page: number,
    size: number,
  ): Promise<ListedPage> {
    if (filter.category) return categoryPage(tx, filter, page, size);
    const counts = inDisplayOrder(await countByCategory(tx, filter), await allCategories(tx));
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const window = browseWindow(counts, page, size);
    if (!window) return { rows: [], total };
    return { rows: await browsePage(tx, filter, window.categoryIds, window.offset, size), total };
  }

  /** Promotions and tags for a whole page in two queries, not two per product. */
  async function toProducts(
    storeId: number,
    today: string,
    rows: ProductRow[],
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const [promotions, tags] = await Promise.all([
      activePromotions(db, storeId, today, ids),
      productTagIds(db, ids),
    ]);
    const promotionsOf = groupBy(
      promotions,
      (p) => p.productId,
      (p): PromotionRecord => p,
    );
    const tagsOf = groupBy(
      tags,
      (t) => t.productId,
      (t) => t.tagId,
    );
    return rows.map((r) => toProduct(r, promotionsOf.get(r.id) ?? [], tagsOf.get(r.id) ?? []));
  }

  return {
    async list(storeId: number, query: ProductsQuery): Promise<Page<Product>> {
      await requireStore(storeId);
      const filter: ProductFilter = {
        storeId,
        today: shopToday(clock()),
        category: query.category,
        onlyPromotions: query.onlyPromotions,
        onlyBranded: query.onlyBranded,
        tag: query.tag,
      };
      const plan = query.q ? planSearch(query.q) : null;
      const { rows, total } = await inListingTransaction(db, plan !== null, (tx) =>
        plan
          ? searchPage(tx, filter, plan, query.p, query.s)
          : browse(tx, filter, query.p, query.s),
      );
      return toPage(await toProducts(storeId, filter.today, rows), total, query.p, query.s);
    },

    async featured(storeId: number): Promise<Product[]> {
      await requireStore(storeId);
      const today = shopToday(clock());
      return toProducts(storeId, today, await findFeatured(db, storeId));
    },

    async byBarcode(storeId: number, barcode: string): Promise<Product> {
      await requireStore(storeId);
      const row = await findInStore(db, storeId, barcode);
      if (!row) {
        throw new AppError(
          (await productExists(db, barcode)) ? 'PRODUCT_NOT_VALID' : 'PRODUCT_NOT_FOUND',
        );
      }
      const [product] = await toProducts(storeId, shopToday(clock()), [row]);
      return product!;
    },

    async info(barcode: string): Promise<ProductInfo> {
      const row = await findInfo(db, barcode);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      const tags = await productTagIds(db, [row.id]);
      return toProductInfo(
        row,
        tags.map((t) => t.tagId),
      );
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
