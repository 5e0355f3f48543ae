import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { errorCatalogue } from '@spesa/contracts';
import { cartItems, carts, orders, products } from '../../db/schema';
import { insertTestUser, sessionCookieFor } from '../../testing';
import { setUpCartTest, WATER, type CartTest } from '../../testing/cart-setup';
import { bookedOf, freezeBody, testSlot } from '../../testing/orders-helpers';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';

const CUSTOMERS = 200;
const CAPACITY = 3;

let s: CartTest;
let servers: ServerProcess[] = [];
let slotId: number;
const shoppers: { cookie: string; cartId: number }[] = [];

/** Customers with a session and an open pickup cart holding one bottle of water each. */
async function prepareShoppers(): Promise<void> {
  const db = s.t.db.db;
  const [water] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, WATER.barcode));
  for (let i = 0; i < CUSTOMERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, CUSTOMERS - i) }, async () => {
        const user = await insertTestUser(db);
        return { userId: user.id, cookie: await sessionCookieFor(db, user.id) };
      }),
    );
    const rows = await db
      .insert(carts)
      .values(
        batch.map((b) => ({ userId: b.userId, storeId: s.mazzini, mode: 'IN_STORE' as const })),
      )
      .returning({ id: carts.id, userId: carts.userId });
    await db.insert(cartItems).values(
      rows.map((r) => ({
        cartId: r.id,
        productId: water!.id,
        quantityMilli: 1000,
        unitPriceCents: WATER.priceCents,
      })),
    );
    for (const b of batch)
      shoppers.push({ cookie: b.cookie, cartId: rows.find((r) => r.userId === b.userId)!.id });
  }
}

beforeAll(async () => {
  s = await setUpCartTest();
  slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: CAPACITY });
  const started = Promise.all([startServerProcess(s.t.db.url), startServerProcess(s.t.db.url)]);
  await prepareShoppers();
  servers = await started;
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((p) => p.stop()));
  await s?.t.close();
});

interface Answer {
  server: number;
  status: number;
  body: { responseCode: number; message?: string; data: unknown };
}

describe('cart/freeze under contention, two server processes on one PostgreSQL', () => {
  it(`places exactly ${CAPACITY} orders on a slot of ${CAPACITY} places for ${CUSTOMERS} shoppers`, async () => {
    const answers = await Promise.all(
      shoppers.map(async ({ cookie, cartId }, i): Promise<Answer> => {
        const server = i % 2;
        const res = await fetch(`${servers[server]!.url}/cli/ecommerce/cart/freeze`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(freezeBody(cartId, slotId)),
        });
        return { server, status: res.status, body: (await res.json()) as Answer['body'] };
      }),
    );

    const placed = answers.filter((a) => a.status === 200 && a.body.responseCode === 0);
    const refused = answers.filter((a) => !placed.includes(a));
    expect(placed).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(CUSTOMERS - CAPACITY);
    for (const r of refused)
      expect(r).toMatchObject({
        status: 200,
        body: { responseCode: 4028, message: errorCatalogue.SLOT_FULL.message, data: null },
      });
    expect(answers.filter((a) => a.server === 0)).toHaveLength(CUSTOMERS / 2);

    expect(await bookedOf(s.t, slotId)).toBe(CAPACITY);
    const booked = await s.t.db.db.select().from(orders).where(eq(orders.slotInstanceId, slotId));
    expect(booked).toHaveLength(CAPACITY);
    expect(new Set(booked.map((o) => o.code)).size).toBe(CAPACITY);
    const cartIds = shoppers.map((x) => x.cartId);
    const frozen = await s.t.db.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(inArray(carts.id, cartIds), eq(carts.status, 'FROZEN')));
    const byId = (a: number, b: number) => a - b;
    expect(frozen.map((c) => c.id).sort(byId)).toEqual(booked.map((o) => o.cartId).sort(byId));
  }, 60_000);
});
