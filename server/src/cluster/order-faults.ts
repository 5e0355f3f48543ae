import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ServerProcess } from '../testing/server-process';
import type { clusterClient } from './cluster-client';
import { linkCard } from './card-steps';
import {
  checkEveryHoldHasItsOrder,
  checkHoldsAfterPlacement,
  reconcileUntilSettled,
  type Outcome,
} from './hold-checks';
import { fillCart, firstSlot, freezeBody, target } from './order-steps';

interface Shopper {
  id: number;
  cookie: string;
}
type Client = ReturnType<typeof clusterClient>;

/** Seats in the slot every shopper books: fewer than the shoppers, so some must be refused. */
const CAPACITY = 5;

/**
 * Three shoppers in four pay with the online card (sandbox acquirer), the rest cash. Not every
 * third: the processes take requests in turn, and the cash ones must not all land on one.
 */
const paysByCard = (i: number) => i % 4 !== 3;

/**
 * Twelve shoppers place orders for one slot of five seats at once, through the three
 * processes in turn, and one process is killed with SIGKILL while they do. Then: every
 * order a shopper was told of exists, nobody has two, the slot holds at most its seats and
 * its count matches its orders; a card hold is kept only by its placed order (a refused
 * checkout let it go at once, one the kill cut is let go by the reconciler).
 */
export async function orderFaults(opts: {
  db: Db;
  client: Client;
  apps: ServerProcess[];
  shoppers: Shopper[];
  step: (what: string) => void;
}): Promise<void> {
  const { db, client, apps, shoppers, step } = opts;
  const { storeId, barcodes } = await target(db);
  const carts = await Promise.all(shoppers.map((s) => fillCart(client, s, storeId, barcodes)));
  await Promise.all(shoppers.filter((_, i) => paysByCard(i)).map((s) => linkCard(client, s)));
  const slotId = await firstSlot(client, shoppers[0]!, carts[0]!);
  await db.execute(sql`update slot_instances set capacity = ${CAPACITY} where booked = 0`);
  const cardCount = shoppers.filter((_, i) => paysByCard(i)).length;
  step(
    `${shoppers.length} carts filled, ${cardCount} cards linked; placing orders ` +
      `(${cardCount} by card) for one slot of ${CAPACITY} seats`,
  );

  const victim = apps[1]!;
  const cardOnVictim: number[] = [];
  const outcomes = shoppers.map(async (s, i): Promise<Outcome> => {
    if (paysByCard(i) && client.next() === victim) cardOnVictim.push(s.id);
    try {
      const { body } = await client.call('POST', '/cli/ecommerce/cart/freeze', {
        cookie: s.cookie,
        body: freezeBody(carts[i]!, slotId, paysByCard(i) ? 'ONLINE_CARD' : 'CASH'),
      });
      return body.responseCode === 0 ? 'placed' : 'refused';
    } catch {
      return 'cut';
    }
  });
  const inWindow = await untilHeldWithoutOrder(db, cardOnVictim);
  await victim.kill();
  client.dead.add(victim);
  const results = await Promise.all(outcomes);
  step(
    `kill -9 of one process during placement (${inWindow ? 'as' : 'not yet as'} a card it ` +
      `serves was held for an order to come): ` +
      JSON.stringify(count(results)),
  );

  const perUser = await db.execute<{ user_id: number; n: number }>(sql`
    select user_id, count(*)::int as n from orders
    where user_id in ${shoppers.map((s) => s.id)} group by user_id`);
  const orders = new Map(perUser.rows.map((r) => [r.user_id, r.n]));
  shoppers.forEach((s, i) => {
    assert.ok((orders.get(s.id) ?? 0) <= 1, `shopper ${s.id} has two orders`);
    if (results[i] === 'placed') assert.equal(orders.get(s.id), 1, `order of ${s.id} lost`);
    if (results[i] === 'refused')
      assert.equal(orders.get(s.id) ?? 0, 0, `refused ${s.id} has an order`);
  });
  const slot = await db.execute<{ booked: number; capacity: number; n: number }>(sql`
    select si.booked, si.capacity, (select count(*)::int from orders o
      where o.slot_instance_id = si.id and o.status <> 'CANCELLED') as n
    from slot_instances si where si.booked > 0 or si.id in (select slot_instance_id from orders)`);
  for (const row of slot.rows) {
    assert.ok(row.booked <= row.capacity, `slot overbooked: ${JSON.stringify(row)}`);
    assert.equal(row.booked, row.n, `slot count differs from its orders: ${JSON.stringify(row)}`);
  }
  step(`no order lost or doubled, ${[...orders.values()].length} placed, no slot overbooked`);

  const card = shoppers.flatMap((s, i) =>
    paysByCard(i) ? [{ id: s.id, outcome: results[i]! }] : [],
  );
  const { orphans, held } = await checkHoldsAfterPlacement(db, card);
  step(
    `each placed card order holds once, refused ones hold nothing; the kill cut ${orphans} ` +
      `checkouts between hold and order (${held} still held)`,
  );
  const released = await reconcileUntilSettled(db);
  await checkEveryHoldHasItsOrder(db);
  step(`reconciler released ${released} more: every live card hold belongs to exactly one order`);
}

/**
 * Waits (at most 3 s) until the acquirer approved a hold for one of these shoppers (served by
 * the process to kill) whose order is not placed yet: the kill then lands between the hold and
 * the order, the crash the reconciler exists for. Answers whether it saw one.
 */
async function untilHeldWithoutOrder(db: Db, userIds: number[]): Promise<boolean> {
  const deadline = Date.now() + 3000;
  while (userIds.length && Date.now() < deadline) {
    const rows = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from payment_ledger where operation = 'AUTHORISE'
        and outcome = 'APPROVED' and order_id is null and user_id in ${userIds}`);
    if (rows.rows[0]!.n > 0) return true;
    await new Promise((r) => setTimeout(r, 2));
  }
  return false;
}

function count(results: Outcome[]): Record<Outcome, number> {
  const out: Record<Outcome, number> = { placed: 0, refused: 0, cut: 0 };
  for (const r of results) out[r]++;
  return out;
}
