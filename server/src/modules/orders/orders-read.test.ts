import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderSummary, pagedEnvelope, type Order } from '@spesa/contracts';
import { orderItems, orders, promotions } from '../../db/schema';
import { call, expectCode } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest, type Customer } from '../../testing/cart-setup';
import { orderOf, placeOrder } from '../../testing/orders-helpers';
import { rowId } from '../../testing';

let s: CartTest;
let anna: Customer;
let placed: Order[];

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  placed = [];
  for (let i = 0; i < 7; i++) placed.push(await placeOrder(s.t, anna, s.mazzini));
});
afterAll(() => s?.t.close());

async function page(c: Customer, query = '') {
  const res = await call(s.t, c, 'GET', `/cli/ecommerce/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pagedEnvelope(OrderSummary).parse(res.json());
}

const fetchOrder = (c: Customer | null, id: number | string) =>
  call(s.t, c, 'GET', `/cli/ecommerce/orders/${id}/fetch`);

describe('GET /cli/ecommerce/orders', () => {
  it('pages by 5, newest first', async () => {
    const newestFirst = placed.map((o) => o.code).reverse();
    const first = await page(anna);
    expect(first).toMatchObject({ responseCode: 0, totalPages: 2, number: 0, last: false });
    expect(first.data.map((o) => o.code)).toEqual(newestFirst.slice(0, 5));
    const second = await page(anna, '?p=1');
    expect(second).toMatchObject({ number: 1, last: true });
    expect(second.data.map((o) => o.code)).toEqual(newestFirst.slice(5));
    const bySize = await page(anna, '?s=3&p=2');
    expect(bySize.data.map((o) => o.code)).toEqual(newestFirst.slice(6));
    expect(first.data[0]).toMatchObject({
      status: 'TO_BE_PREPARED',
      storeDescription: 'Spesa Bologna Mazzini',
      deliveryMode: 'IN_STORE',
      paymentMode: 'CASH',
      itemsCount: 3,
      totalToPay: 10.97,
    });
  });

  it("shows nobody else's orders and refuses guests", async () => {
    const other = await page(await newCustomer(s.t));
    expect(other).toMatchObject({ data: [], totalPages: 0, last: true });
    expectCode(await call(s.t, null, 'GET', '/cli/ecommerce/orders'), 401, 401);
    expectCode(await call(s.t, anna, 'GET', '/cli/ecommerce/orders?s=0'), 400, 400);
  });
});

describe('GET /cli/ecommerce/orders/{id}/fetch', () => {
  it('answers the order as placed, whatever the prices are today', async () => {
    const [order] = placed;
    await s.t.db.db
      .update(promotions)
      .set({ value: 0 })
      .where(eq(promotions.productId, s.fixture.ids.caffe));
    try {
      const detail = orderOf(await fetchOrder(anna, order!.id));
      expect(detail).toEqual(order);
      expect(detail.cart.items[0]).toMatchObject({ netPrice: 2.99, operatorAmount: null });
      expect(detail).toMatchObject({ operatorCart: null, preparedCartItems: [] });
      expect(detail.totals).toEqual({
        ordered: 10.97,
        prepared: null,
        purchase: null,
        receipt: null,
      });
    } finally {
      await s.t.db.db
        .update(promotions)
        .set({ value: 50 })
        .where(eq(promotions.productId, s.fixture.ids.caffe));
    }
  });

  it('adds the prepared items and the store figures only past preparation', async () => {
    const order = placed[1]!;
    await s.t.db.db
      .update(orderItems)
      .set({ operatorQuantityMilli: 2000, operatorTotalCents: 598 })
      .where(eq(orderItems.orderId, rowId(order.id)));
    const store = { operatorTotalCents: 698, operatorNetTotalCents: 598, operatorItemsCount: 2 };
    await s.t.db.db
      .update(orders)
      .set({ ...store, operatorTotalToPayCents: 798, status: 'IN_PREPARATION' })
      .where(eq(orders.id, rowId(order.id)));
    const preparing = orderOf(await fetchOrder(anna, order.id));
    expect(preparing).toMatchObject({ status: 'IN_PREPARATION', operatorCart: null });
    expect(preparing.preparedCartItems).toEqual([]);

    await s.t.db.db
      .update(orders)
      .set({ status: 'DELIVERED' })
      .where(eq(orders.id, rowId(order.id)));
    const delivered = orderOf(await fetchOrder(anna, order.id));
    expect(delivered.operatorCart).toEqual({
      total: 6.98,
      netTotal: 5.98,
      totalToPay: 7.98,
      payed: false,
      itemsCount: 2,
    });
    expect(delivered.preparedCartItems).toMatchObject([
      { barcode: order.cart.items[0]!.barcode, amount: 2, operatorAmount: 2, operatorTotal: 5.98 },
    ]);
    expect(delivered.cart.items).toEqual(
      order.cart.items.map((i) => ({
        ...i,
        operatorAmount: 2,
        operatorTotal: 5.98,
      })),
    );
    expect(delivered.totals).toMatchObject({ ordered: 10.97, prepared: 7.98 });
  });

  it("answers 404 with no data for another customer's order or an unknown one", async () => {
    const bruno = await newCustomer(s.t);
    for (const id of [placed[0]!.id, 999_999]) {
      const res = await fetchOrder(bruno, id);
      expect(expectCode(res, 200, 404)).toEqual({
        responseCode: 404,
        message: 'Ordine non trovato',
        errorMessage: 'Ordine non trovato',
        data: null,
      });
    }
    expectCode(await fetchOrder(null, placed[0]!.id), 401, 401);
    expect(expectCode(await fetchOrder(anna, 'abc'), 400, 400).errors?.[0]?.field).toBe('id');
  });
});
