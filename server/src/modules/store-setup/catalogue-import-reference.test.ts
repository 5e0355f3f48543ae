import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, storeProducts } from '../../db/schema';
import { FIXTURE, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { addDays, shopToday } from '../../shared/shop-time';
import {
  importCsv,
  reportOf,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

const { biscotti, caffe, parmigiano } = FIXTURE.barcodes;
const HEADER = 'barcode;price;promo_price;promo_from;promo_to;perishable';
const italian = (day: string) => day.split('-').reverse().join('/');
const today = shopToday();
const start = addDays(today, 7);
const end = addDays(today, 14);

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

/** Replaces a product's shelf-price history in the store: [cents, days from today]. */
async function shelfHistory(productId: number, changes: [number, number][]) {
  const mine = and(eq(priceHistory.storeId, s.mazzini), eq(priceHistory.productId, productId));
  await s.t.db.db.delete(priceHistory).where(mine);
  await s.t.db.db.insert(priceHistory).values(
    changes.map(([priceCents, days]) => ({
      storeId: s.mazzini,
      productId,
      priceCents,
      validFrom: addDays(today, days),
    })),
  );
}

describe('catalogue import and the 30-day reference price (art. 17-bis)', () => {
  it('the dry run shows the reference each new offer will carry; a perishable line shows none', async () => {
    // Window of an offer starting in 7 days: today − 23 … today + 6.
    await shelfHistory(s.fixture.ids.caffe, [
      [199, -60], // replaced before the window: ignored
      [329, -40], // in force when the window opens
      [369, -15],
    ]);
    await shelfHistory(s.fixture.ids.parmigiano, [[1890, -40]]);
    const file = [
      HEADER,
      // The file lowers the price today: the new shelf price is in the window too.
      `${caffe};3,19;2,79;${italian(start)};${italian(end)};`,
      `${parmigiano};19,90;17,50;${italian(start)};${italian(end)};1`,
    ].join('\n');
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, file, true));
    expect(report.errors).toEqual([]);
    const change = (barcode: string) => report.changes.find((c) => c.barcode === barcode);
    expect(change(caffe)?.promotion?.to).toMatchObject({
      price: 2.79,
      lowestPrice30Days: 3.19,
      lowestPriceAbsence: null,
    });
    expect(change(parmigiano)?.promotion?.to).toMatchObject({
      lowestPrice30Days: null,
      lowestPriceAbsence: 'PERISHABLE',
    });
    expect(change(parmigiano)?.perishable).toEqual({ from: false, to: true });
  });

  it('a launch price or a sottocosto (promo_kind) carries no reference; a bad kind is an error', async () => {
    const header = `${HEADER};promo_kind`;
    const offer = `${italian(start)};${italian(end)}`;
    const good = [
      header,
      `${caffe};3,49;2,79;${offer};;sottocosto`,
      `${biscotti};2,59;1,99;${offer};;Lancio`,
    ].join('\n');
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, good, true));
    expect(report.errors).toEqual([]);
    const absence = (barcode: string) =>
      report.changes.find((c) => c.barcode === barcode)?.promotion?.to?.lowestPriceAbsence;
    expect(absence(caffe)).toBe('BELOW_COST');
    expect(absence(biscotti)).toBe('LAUNCH');
    const bad = [header, `${caffe};3,49;2,79;${offer};;svendita`].join('\n');
    const refused = reportOf(await importCsv(s.t, staff.operator, s.mazzini, bad, true));
    expect(refused.errors).toEqual([
      { line: 2, field: 'promo_kind', message: expect.stringContaining('svendita') },
    ]);
  });

  it('applied, it sets the perishable flag and records the new price in the history', async () => {
    const file = [HEADER, `${caffe};3,09;;;;0`, `${parmigiano};19,90;;;;S`].join('\n');
    reportOf(await importCsv(s.t, staff.operator, s.mazzini, file, false));
    const flag = await s.t.db.db
      .select({ perishable: storeProducts.perishable })
      .from(storeProducts)
      .where(
        and(
          eq(storeProducts.storeId, s.mazzini),
          eq(storeProducts.productId, s.fixture.ids.parmigiano),
        ),
      );
    expect(flag).toEqual([{ perishable: true }]);
    const history = await s.t.db.db
      .select({ cents: priceHistory.priceCents, from: priceHistory.validFrom })
      .from(priceHistory)
      .where(
        and(eq(priceHistory.storeId, s.mazzini), eq(priceHistory.productId, s.fixture.ids.caffe)),
      );
    expect(history).toContainEqual({ cents: 309, from: today });
  });
});
