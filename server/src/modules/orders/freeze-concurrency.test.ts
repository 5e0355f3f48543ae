import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { errorCatalogue } from '@spesa/contracts';
import { carts, orders } from '../../db/schema';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { prepareShoppers, type Shopper } from '../../testing/concurrent-shoppers';
import { bookedOf, freezeBody, testSlot } from '../../testing/orders-helpers';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';

const CUSTOMERS = 200;
const CAPACITY = 3;

let s: CartTest;
let servers: ServerProcess[] = [];
let slotId: number;
let shoppers: Shopper[] = [];

beforeAll(async () => {
  s = await setUpCartTest();
  slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: CAPACITY });
  const started = Promise.all([startServerProcess(s.t.db.url), startServerProcess(s.t.db.url)]);
  shoppers = await prepareShoppers(s, CUSTOMERS);
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
