import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { OrderChange } from '@spesa/contracts';
import { orders, slotHolds } from '../../db/schema';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { okData } from '../../testing/cart-helpers';
import { prepareShoppers, type Shopper } from '../../testing/concurrent-shoppers';
import { bookedOf, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { rowId } from '../../testing';

// Issue 29: holds, new orders AND order changes moving into one contested slot, all at once on
// two server processes. Kept small (48 customers) so it runs in a few seconds in `npm test`.
const CAPACITY = 8;
const EACH = 16;

let s: CartTest;
let servers: ServerProcess[] = [];
let contested: number;
let origin: number;
let changers: (Shopper & { orderId: number; changeCartId: number })[] = [];
let holders: Shopper[] = [];
let buyers: Shopper[] = [];

async function inject(x: Shopper, method: 'POST', url: string, payload?: object) {
  return s.t.app.inject({ method, url, payload, headers: { cookie: x.cookie } });
}

beforeAll(async () => {
  s = await setUpCartTest();
  contested = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: CAPACITY });
  origin = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 100 });
  const started = Promise.all([startServerProcess(s.t.db.url), startServerProcess(s.t.db.url)]);
  const shoppers = await prepareShoppers(s, EACH * 3);
  holders = shoppers.slice(0, EACH);
  buyers = shoppers.slice(EACH, 2 * EACH);
  // The changers each placed an order on the roomy origin slot and opened a change of it.
  changers = await Promise.all(
    shoppers.slice(2 * EACH).map(async (x) => {
      const placed = orderOf(
        await inject(x, 'POST', '/cli/ecommerce/cart/freeze', freezeBody(x.cartId, origin)),
      );
      const res = await inject(x, 'POST', `/cli/ecommerce/orders/${placed.id}/change`);
      const change = OrderChange.parse(okData(res));
      return { ...x, orderId: rowId(placed.id), changeCartId: rowId(change.cartId) };
    }),
  );
  servers = await started;
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((p) => p.stop()));
  await s?.t.close();
});

type Act = 'hold' | 'order' | 'change-confirm' | 'change-freeze';

/** One request to one of the two processes; answers its response code. */
async function act(x: Shopper, what: Act, server: number, slotId = contested): Promise<number> {
  const base = servers[server]!.url;
  const changer = changers.find((c) => c.userId === x.userId);
  const [path, body] =
    what === 'hold'
      ? [`/cli/ecommerce/slots/${x.cartId}/hold`, { timeSlotId: slotId }]
      : what === 'order'
        ? ['/cli/ecommerce/cart/freeze', freezeBody(x.cartId, slotId)]
        : what === 'change-confirm'
          ? [
              `/cli/ecommerce/orders/${changer!.orderId}/change/confirm`,
              freezeBody(changer!.changeCartId, slotId),
            ]
          : ['/cli/ecommerce/cart/freeze', freezeBody(changer!.changeCartId, slotId)];
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie: x.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { responseCode: number }).responseCode;
}

/**
 * The books balance: each slot's booked count is exactly the orders on it (so every order
 * holds one place, once), every order of these customers sits on one of the two slots, and
 * booked plus live holds never pass the contested slot's capacity.
 */
async function audit() {
  const users = [...changers, ...holders, ...buyers].map((x) => x.userId);
  const rows = await s.t.db.db
    .select({ id: orders.id, slot: orders.slotInstanceId, version: orders.version })
    .from(orders)
    .where(inArray(orders.userId, users));
  const on = (slot: number) => rows.filter((r) => r.slot === slot).length;
  expect(rows.every((r) => r.slot === contested || r.slot === origin)).toBe(true);
  expect(await bookedOf(s.t, contested)).toBe(on(contested));
  expect(await bookedOf(s.t, origin)).toBe(on(origin));
  // Every changer's order is still there, once, on one slot.
  for (const c of changers) expect(rows.filter((r) => r.id === c.orderId)).toHaveLength(1);
  const [held] = await s.t.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(slotHolds)
    .where(sql`${slotHolds.slotInstanceId} = ${contested} and ${slotHolds.expiresAt} > now()`);
  const taken = on(contested) + (held?.n ?? 0);
  expect(taken).toBeLessThanOrEqual(CAPACITY);
  return { rows, taken, onContested: on(contested) };
}

describe('holds, orders and order changes racing for one slot, two server processes (issue 29)', () => {
  it('never exceeds the capacity, and every order keeps exactly one slot', async () => {
    // Round 1: everyone at once: holds, new orders, changes confirmed by both ways.
    const racers: [Shopper, Act][] = [
      ...holders.map((x): [Shopper, Act] => [x, 'hold']),
      ...buyers.map((x): [Shopper, Act] => [x, 'order']),
      ...changers.map((x, i): [Shopper, Act] => [x, i % 2 ? 'change-confirm' : 'change-freeze']),
    ];
    const first = await Promise.all(racers.map(([x, what], i) => act(x, what, i % 2)));
    expect(first.every((c) => c === 0 || c === 4028)).toBe(true);
    expect(first.filter((c) => c === 0)).toHaveLength(CAPACITY);
    let books = await audit();
    expect(books.taken).toBe(CAPACITY);
    // A change that won moved its order (version 2); one that lost left it as it was.
    const moved = new Set(
      changers.filter((_, i) => first[2 * EACH + i] === 0).map((c) => c.orderId),
    );
    for (const r of books.rows.filter((r) => changers.some((c) => c.orderId === r.id))) {
      expect(r.slot === contested).toBe(moved.has(r.id));
      expect(r.version).toBe(moved.has(r.id) ? 2 : 1);
    }

    // Round 2: the holds lapse, and every refused customer tries again at once (a refused
    // change is still open): the freed places go to as many as were freed, no more.
    await s.t.db.db
      .update(slotHolds)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${slotHolds.slotInstanceId} = ${contested}`);
    const freed = CAPACITY - books.onContested;
    const retry = racers.filter((_, i) => first[i] !== 0);
    const second = await Promise.all(retry.map(([x, what], i) => act(x, what, i % 2)));
    expect(second.every((c) => c === 0 || c === 4028)).toBe(true);
    expect(second.filter((c) => c === 0)).toHaveLength(freed);
    books = await audit();
    expect(books.taken).toBe(CAPACITY);
  }, 120_000);
});
