import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema';
import { productsPage } from '../testing/catalogue-helpers';
import { buildTestApp, type TestApp } from '../testing';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [first] = await t.db.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id));
  storeId = first!.id;
});
afterAll(() => t?.close());

describe('the demo price history (art. 17-bis visible in the demo)', () => {
  it('offers carry a 30-day reference, some below the struck-through price, fresh ones exempt', async () => {
    const offers = [];
    for (let p = 0; p < 6; p++) {
      const page = await productsPage(t, storeId, `onlyPromotions=true&p=${p}`);
      offers.push(
        ...page.data.flatMap((x) => x.promotions.map((pr) => ({ ...pr, price: x.price }))),
      );
    }
    const priced = offers.filter((o) => o.valueType !== 'UNKNOWN');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.some((o) => o.lowestPrice30Days === o.price)).toBe(true);
    expect(priced.some((o) => o.lowestPrice30Days != null && o.lowestPrice30Days < o.price)).toBe(
      true,
    );
    expect(priced.some((o) => o.lowestPriceAbsence === 'PERISHABLE')).toBe(true);
    expect(priced.every((o) => o.lowestPriceAbsence !== 'NO_HISTORY')).toBe(true);
  });
});
