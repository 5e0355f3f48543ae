import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, slotHolds } from '../../db/schema';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { prepareShoppers, type Shopper } from '../../testing/concurrent-shoppers';
import { bookedOf, freezeBody, testSlot } from '../../testing/orders-helpers';
import { grantPriority, setPrioritySettings } from '../../testing/slot-hold-helpers';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';

const CUSTOMERS = 90;
const CAPACITY = 10;

let s: CartTest;
let servers: ServerProcess[] = [];
let slotId: number;
let shoppers: Shopper[] = [];

beforeAll(async () => {
  s = await setUpCartTest();
  // 20 % of 10: 2 places kept for priority customers, who are every fifth shopper.
  await setPrioritySettings(s.t, s.mazzini, { sharePercent: 20, opensMinutes: 60 });
  slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: CAPACITY });
  const started = Promise.all([startServerProcess(s.t.db.url), startServerProcess(s.t.db.url)]);
  shoppers = await prepareShoppers(s, CUSTOMERS);
  for (const [i, x] of shoppers.entries()) if (i % 5 === 0) await grantPriority(s.t, x.userId);
  servers = await started;
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((p) => p.stop()));
  await s?.t.close();
});

type Act = 'hold' | 'freeze';

/** One request of a shopper to one of the two processes; answers its response code. */
async function act(x: Shopper, what: Act, server: number): Promise<number> {
  const base = servers[server]!.url;
  const res =
    what === 'hold'
      ? await fetch(`${base}/cli/ecommerce/slots/${x.cartId}/hold`, {
          method: 'POST',
          headers: { cookie: x.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ timeSlotId: slotId }),
        })
      : await fetch(`${base}/cli/ecommerce/cart/freeze`, {
          method: 'POST',
          headers: { cookie: x.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(freezeBody(x.cartId, slotId)),
        });
  expect(res.status).toBe(200);
  return ((await res.json()) as { responseCode: number }).responseCode;
}

async function liveHolds(): Promise<number> {
  const [row] = await s.t.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(slotHolds)
    .where(sql`${slotHolds.slotInstanceId} = ${slotId} and ${slotHolds.expiresAt} > now()`);
  return row?.n ?? -1;
}

async function takenPlaces() {
  const booked = await bookedOf(s.t, slotId);
  const ordersOnSlot = await s.t.db.db
    .select()
    .from(orders)
    .where(eq(orders.slotInstanceId, slotId));
  expect(ordersOnSlot).toHaveLength(booked);
  return { booked, held: await liveHolds() };
}

describe('slot holds and bookings under contention, two server processes (issue 29)', () => {
  it('never exceeds the capacity, with holds, lapses, conversions and reserved places', async () => {
    // Round 1: every shopper at once, half holding and half ordering, on both processes.
    const first = await Promise.all(
      shoppers.map((x, i) => act(x, i % 2 ? 'hold' : 'freeze', i % 2)),
    );
    const won = first.filter((c) => c === 0).length;
    expect(won).toBe(CAPACITY);
    expect(first.every((c) => [0, 4028, 4083].includes(c))).toBe(true);
    let taken = await takenPlaces();
    expect(taken.booked + taken.held).toBe(CAPACITY);
    const holders = shoppers.filter((_, i) => i % 2 === 1 && first[i] === 0);

    // Round 2: the holds lapse (no process runs at that instant); their owners order while
    // everyone refused tries again: the freed places go to exactly as many as were freed.
    await s.t.db.db
      .update(slotHolds)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(slotHolds.slotInstanceId, slotId));
    const retrying = shoppers.filter((_, i) => first[i] !== 0);
    const second = await Promise.all(
      [...holders, ...retrying].map((x, i) => act(x, i % 3 ? 'freeze' : 'hold', i % 2)),
    );
    taken = await takenPlaces();
    expect(taken.booked + taken.held).toBeLessThanOrEqual(CAPACITY);
    expect(second.filter((c) => c === 0).length).toBe(holders.length);
    expect(taken.booked + taken.held).toBe(CAPACITY);

    // Round 3: every live hold's owner orders while the rest keep trying: each holder gets
    // the place held for them, nobody else gets one.
    const liveHolders = await s.t.db.db
      .select({ cartId: slotHolds.cartId })
      .from(slotHolds)
      .where(sql`${slotHolds.slotInstanceId} = ${slotId} and ${slotHolds.expiresAt} > now()`);
    const holding = new Set(liveHolders.map((h) => h.cartId));
    // A cart already ordered answers its order again (a retried freeze): not a contender.
    const ordered = new Set(
      (await s.t.db.db.select({ cartId: orders.cartId }).from(orders)).map((o) => o.cartId),
    );
    const others = shoppers
      .filter((x) => !holding.has(x.cartId) && !ordered.has(x.cartId))
      .slice(0, 40);
    const third = await Promise.all(
      [...shoppers.filter((x) => holding.has(x.cartId)), ...others].map((x, i) =>
        act(x, 'freeze', i % 2).then((code) => ({ x, code })),
      ),
    );
    for (const { x, code } of third)
      if (holding.has(x.cartId)) expect(code).toBe(0);
      else expect(code).not.toBe(0);
    taken = await takenPlaces();
    expect(taken).toEqual({ booked: CAPACITY, held: 0 });
  }, 120_000);
});
