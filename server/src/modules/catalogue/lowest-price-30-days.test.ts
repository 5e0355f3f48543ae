import { envelope, Product, romeToday, shiftIsoDate } from '@spesa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, promotions, storeProducts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { getJson } from '../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const product = async (barcode: string) =>
  envelope(Product).parse(
    await getJson(t, `/cli/ecommerce/products/barcode/${barcode}?store=${fx.storeId}`),
  ).data;

type Entry = { cents: number; from: number; to?: number };

/** Replaces a product's history in the first store, days counted from its offer's start. */
async function writeHistory(productId: number, start: string, entries: Entry[]) {
  const db = t.db.db;
  const mine = and(eq(priceHistory.storeId, fx.storeId), eq(priceHistory.productId, productId));
  await db.delete(priceHistory).where(mine);
  await db.insert(priceHistory).values(
    entries.map((e) => ({
      storeId: fx.storeId,
      productId,
      priceCents: e.cents,
      validFrom: shiftIsoDate(start, e.from),
      validTo: e.to === undefined ? null : shiftIsoDate(start, e.to),
      // Any id but the offer's own marks an earlier offer's price.
      promotionId: e.to === undefined ? null : -1,
    })),
  );
}

async function offerStart(productId: number): Promise<string> {
  const [row] = await t.db.db
    .select({ from: promotions.validFrom })
    .from(promotions)
    .where(eq(promotions.productId, productId))
    .orderBy(sql`${promotions.validFrom} desc`)
    .limit(1);
  return row!.from;
}

/** Shelf prices and earlier offers around the window (start − 30 … start − 1). */
const SEQUENCE: Entry[] = [
  { cents: 199, from: -70 }, // replaced before the window began: ignored
  { cents: 329, from: -45 }, // the price in force on the window's first day: counts
  { cents: 249, from: -60, to: -31 }, // an offer that ended the day before the window: ignored
  { cents: 309, from: -40, to: -28 }, // an offer reaching into the window: counts
  { cents: 359, from: -20 },
  { cents: 349, from: -10 },
  { cents: 99, from: 0 }, // set the day the offer began: not before it, ignored
];

describe('the lowest price of the last 30 days on every offer (art. 17-bis)', () => {
  it('an offer carries the lowest price of the 30 days before it began, and its percentage', async () => {
    const start = await offerStart(fx.ids.caffe);
    await writeHistory(fx.ids.caffe, start, SEQUENCE);
    const p = await product(FIXTURE.barcodes.caffe);
    expect(p).toMatchObject({ price: 3.49, netPrice: 2.99 });
    expect(p.promotions[0]).toMatchObject({
      lowestPrice30Days: 3.09,
      lowestPriceAbsence: null,
      // (3.09 − 2.99) / 3.09 = 3.2 %: from the reference, not from 3.49 (14 %).
      discountPercent: 3,
    });
  });

  it('a perishable product is exempt: no reference, the percentage from the previous price', async () => {
    const start = await offerStart(fx.ids.parmigiano);
    await writeHistory(fx.ids.parmigiano, start, SEQUENCE);
    await t.db.db
      .update(storeProducts)
      .set({ perishable: true })
      .where(
        and(eq(storeProducts.storeId, fx.storeId), eq(storeProducts.productId, fx.ids.parmigiano)),
      );
    const p = await product(FIXTURE.barcodes.parmigiano);
    expect(p.promotions[0]).toMatchObject({
      lowestPrice30Days: null,
      lowestPriceAbsence: 'PERISHABLE',
      discountPercent: 10, // 19.90 → 17.90
    });
  });

  it('a launch price and a sottocosto carry no reference', async () => {
    const start = await offerStart(fx.ids.mozzarella);
    await writeHistory(fx.ids.mozzarella, start, SEQUENCE);
    await t.db.db
      .update(promotions)
      .set({ kind: 'LAUNCH' })
      .where(and(eq(promotions.productId, fx.ids.mozzarella), eq(promotions.valueType, 'PERCENT')));
    await t.db.db
      .update(promotions)
      .set({ kind: 'BELOW_COST' })
      .where(and(eq(promotions.productId, fx.ids.mozzarella), eq(promotions.valueType, 'AMOUNT')));
    const p = await product(FIXTURE.barcodes.mozzarella);
    expect(p.promotions.map((x) => [x.valueType, x.lowestPriceAbsence])).toEqual([
      ['PERCENT', 'LAUNCH'],
      ['AMOUNT', 'BELOW_COST'],
    ]);
  });
});

describe('the price history is kept by every write of a price', () => {
  const historyOf = (productId: number) =>
    t.db.db
      .select({
        cents: priceHistory.priceCents,
        from: priceHistory.validFrom,
        to: priceHistory.validTo,
        promotionId: priceHistory.promotionId,
      })
      .from(priceHistory)
      .where(and(eq(priceHistory.storeId, fx.storeId), eq(priceHistory.productId, productId)))
      .orderBy(priceHistory.id);

  it('a new shelf price is recorded from today, an unchanged one is not', async () => {
    const mine = and(
      eq(storeProducts.storeId, fx.storeId),
      eq(storeProducts.productId, fx.ids.biscotti),
    );
    const before = (await historyOf(fx.ids.biscotti)).length;
    await t.db.db.update(storeProducts).set({ priceCents: 279 }).where(mine);
    await t.db.db.update(storeProducts).set({ available: false }).where(mine);
    const after = await historyOf(fx.ids.biscotti);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ cents: 279, from: romeToday(), to: null, promotionId: null });
  });

  it('an announced offer is recorded with its period; withdrawn before it began, it goes', async () => {
    const from = shiftIsoDate(romeToday(), 5);
    const to = shiftIsoDate(romeToday(), 12);
    const [offer] = await t.db.db
      .insert(promotions)
      .values({
        productId: fx.ids.biscotti,
        storeId: fx.storeId,
        description: 'Prova',
        valueType: 'FIXED_PRICE',
        value: 199,
        validFrom: from,
        validTo: to,
      })
      .returning({ id: promotions.id });
    expect(await historyOf(fx.ids.biscotti)).toContainEqual({
      cents: 199,
      from,
      to,
      promotionId: offer!.id,
    });
    await t.db.db.delete(promotions).where(eq(promotions.id, offer!.id));
    const left = await historyOf(fx.ids.biscotti);
    expect(left.filter((r) => r.promotionId === offer!.id)).toEqual([]);
  });
});
