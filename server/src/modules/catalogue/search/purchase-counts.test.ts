import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, products, productSearch } from '../../../db/schema';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest } from '../../../testing/cart-setup';
import { placeOrder } from '../../../testing/orders-helpers';
import { jobHandlers } from '../../../jobs/background-jobs';
import { SEARCH_PURCHASES } from '../../../jobs/queues';
import { refreshPurchaseCounts } from './purchase-counts';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

async function purchasesOf(barcode: string): Promise<number> {
  const [row] = await s.t.db.db
    .select({ purchases: productSearch.purchases })
    .from(productSearch)
    .innerJoin(products, eq(products.id, productSearch.id))
    .where(eq(products.barcode, barcode));
  return row!.purchases;
}

describe('refreshPurchaseCounts (issue 27.6)', () => {
  it('counts the orders of the last 90 days holding each product, not store substitutes', async () => {
    const anna = await newCustomer(s.t);
    const first = await placeOrder(s.t, anna, s.mazzini);
    await placeOrder(s.t, anna, s.mazzini);
    expect(await purchasesOf(FIXTURE.barcodes.caffe)).toBe(0);

    await refreshPurchaseCounts(s.t.db.db);
    expect(await purchasesOf(FIXTURE.barcodes.caffe)).toBe(2);

    // A substitute the store put in is not what the shopper chose.
    const [other] = await s.t.db.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.barcode} <> ${FIXTURE.barcodes.caffe}`)
      .limit(1);
    await s.t.db.db.execute(sql`
      insert into order_items (order_id, product_id, barcode, ref, description, category_id, um,
        um_step_milli, quantity_milli, price_cents, net_price_cents, row_net_cents,
        vat_configuration_id, substitutes_item_id)
      select order_id, ${other!.id}, barcode, ref, description, category_id, um, um_step_milli,
        quantity_milli, price_cents, net_price_cents, row_net_cents, vat_configuration_id, id
      from order_items where order_id = ${Number(first.id)}`);

    // An order older than 90 days no longer counts.
    await s.t.db.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(orders.id, Number(first.id)));
    await refreshPurchaseCounts(s.t.db.db);
    expect(await purchasesOf(FIXTURE.barcodes.caffe)).toBe(1);
    const [sub] = await s.t.db.db
      .select({ purchases: productSearch.purchases })
      .from(productSearch)
      .where(eq(productSearch.id, other!.id));
    expect(sub!.purchases).toBe(0);
    const lines = await s.t.db.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(first.id)));
    expect(lines.length).toBe(2);

    // Nothing changed: nothing is written.
    expect(await refreshPurchaseCounts(s.t.db.db)).toBe(0);
  });

  it('runs hourly as the search-purchase-counts job', async () => {
    const anna = await newCustomer(s.t);
    await placeOrder(s.t, anna, s.mazzini);
    const before = await purchasesOf(FIXTURE.barcodes.caffe);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const handler = jobHandlers({ db: s.t.db.db, log })[SEARCH_PURCHASES];
    expect(await handler?.({})).toEqual({ changed: 1 });
    expect(await purchasesOf(FIXTURE.barcodes.caffe)).toBe(before + 1);
  });
});
