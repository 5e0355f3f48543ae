import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ServerProcess } from '../testing/server-process';
import type { clusterClient } from './cluster-client';
import { fillCart, firstSlot, freezeBody, target } from './order-steps';

interface Shopper {
  id: number;
  cookie: string;
}
type Client = ReturnType<typeof clusterClient>;
type Outcome = 'placed' | 'refused' | 'cut';

/** Seats in the slot every shopper books: fewer than the shoppers, so some must be refused. */
const CAPACITY = 5;

/**
 * Twelve shoppers place orders for one slot of five seats at once, through the three
 * processes in turn, and one process is killed with SIGKILL while they do. Then: every
 * order a shopper was told of exists, nobody has two, the slot holds at most its seats and
 * its count matches its orders, and no card hold is left without its order.
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
  const slotId = await firstSlot(client, shoppers[0]!, carts[0]!);
  await db.execute(sql`update slot_instances set capacity = ${CAPACITY} where booked = 0`);
  step(`${shoppers.length} carts filled; placing orders for one slot of ${CAPACITY} seats`);

  const victim = apps[1]!;
  const outcomes = shoppers.map(async (s, i): Promise<Outcome> => {
    try {
      const { body } = await client.call('POST', '/cli/ecommerce/cart/freeze', {
        cookie: s.cookie,
        body: freezeBody(carts[i]!, slotId),
      });
      return body.responseCode === 0 ? 'placed' : 'refused';
    } catch {
      return 'cut';
    }
  });
  await new Promise((r) => setTimeout(r, 40));
  await victim.kill();
  client.dead.add(victim);
  const results = await Promise.all(outcomes);
  step(`kill -9 of one process during placement: ${JSON.stringify(count(results))}`);

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
  const holds = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from payment_ledger
    where operation = 'AUTHORISE' and outcome <> 'FAILED' and order_id is null`);
  assert.equal(holds.rows[0]!.n, 0, 'a card hold without its order');
  step(
    `no order lost or doubled, ${[...orders.values()].length} placed, no slot overbooked, no orphan hold`,
  );
}

function count(results: Outcome[]): Record<Outcome, number> {
  const out: Record<Outcome, number> = { placed: 0, refused: 0, cut: 0 };
  for (const r of results) out[r]++;
  return out;
}
