import type { BuyAgainItem, BuyAgainQuery, Page } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toPage } from '../../http/reply';
import { shopToday } from '../../shared/shop-time';
import { milliToUnits, toProduct } from '../catalogue';
import { type BoughtRow, createBuyAgainReads } from './buy-again-repository';

function toItem(row: BoughtRow): BuyAgainItem {
  return {
    product: toProduct(row, row.promotions, row.tags),
    lastAmount: milliToUnits(row.lastMilli),
    lastUm: row.lastUm,
    timesOrdered: row.timesOrdered,
    lastOrderedAt: row.lastOrderedAt,
  };
}

/** 'Compra di nuovo' (issue 30): the customer's past products, priced in one store today. */
export function createBuyAgainService(db: Db, clock: () => Date = () => new Date()) {
  const reads = createBuyAgainReads(db);
  return {
    async page(userId: number, storeId: number, q: BuyAgainQuery): Promise<Page<BuyAgainItem>> {
      const rows = await reads.page(userId, storeId, shopToday(clock()), q.p, q.s);
      // As the catalogue's listings: a store that does not exist is 404, not an empty page.
      if (rows.length === 0 && !(await reads.storeExists(storeId)))
        throw new AppError('STORE_NOT_FOUND');
      return toPage(rows.map(toItem), rows[0]?.total ?? 0, q.p, q.s);
    },
  };
}
