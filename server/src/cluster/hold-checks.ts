import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reconcilePayments } from '../modules/payments/hold-reconciler';

export type Outcome = 'placed' | 'refused' | 'cut';

/** A card-paying shopper of the placement and what their request was answered. */
export interface CardPlacement {
  id: number;
  outcome: Outcome;
}

/**
 * Live holds (sandbox_authorisations still AUTHORISED, beyond the 0.01 € card verification) on
 * each shopper's linked card, with the order whose ledger row took the hold, if any.
 */
async function liveHolds(db: Db, userIds: number[]) {
  const rows = await db.execute<{ user_id: number; reference: string; order_id: number | null }>(
    sql`select pm.user_id, sa.reference, l.order_id from payment_methods pm
      join sandbox_authorisations sa on sa.card_token = pm.token
      left join payment_ledger l on l.provider_reference = sa.reference
        and l.operation = 'AUTHORISE'
      where pm.user_id in ${userIds} and sa.status = 'AUTHORISED' and sa.amount_cents > 1`,
  );
  const byUser = new Map<number, { reference: string; orderId: number | null }[]>();
  for (const r of rows.rows)
    byUser.set(r.user_id, [
      ...(byUser.get(r.user_id) ?? []),
      { reference: r.reference, orderId: r.order_id },
    ]);
  return byUser;
}

/** Pre-authorisations in the ledger no order took and no settled release let go. */
async function unreleasedHolds(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from payment_ledger a
    where a.operation = 'AUTHORISE' and a.order_id is null
      and a.outcome in ('PENDING', 'APPROVED', 'FAILED')
      and not exists (select 1 from payment_ledger r where r.parent_id = a.id
        and r.operation = 'RELEASE' and r.outcome in ('APPROVED', 'DECLINED'))`);
  return rows.rows[0]!.n;
}

/**
 * Right after the placement, before any reconciling: a placed card order holds exactly one
 * pre-authorisation, its own; a refused checkout let its hold go at once; a cut one may have
 * left one hold (never two: the cart's payment lock). Answers how many cut checkouts had
 * asked the acquirer for a hold without getting an order (the kill's orphans, whether held
 * still or let go already by a process's reconciler job) and how many are held still.
 */
export async function checkHoldsAfterPlacement(db: Db, card: CardPlacement[]) {
  const holds = await liveHolds(
    db,
    card.map((c) => c.id),
  );
  const orders = await db.execute<{ user_id: number; id: number }>(sql`
    select user_id, id from orders where user_id in ${card.map((c) => c.id)}
      and payment_mode = 'ONLINE_CARD'`);
  const orderOf = new Map(orders.rows.map((r) => [r.user_id, r.id]));
  let held = 0;
  for (const c of card) {
    const mine = holds.get(c.id) ?? [];
    const what = `${c.outcome} card shopper ${c.id}: ${JSON.stringify(mine)}`;
    if (c.outcome === 'placed')
      assert.deepEqual(
        mine.map((h) => h.orderId),
        [orderOf.get(c.id)],
        `${what} has not exactly one hold, its order's`,
      );
    if (c.outcome === 'refused') assert.deepEqual(mine, [], `${what} kept a hold`);
    if (c.outcome === 'cut') assert.ok(mine.length <= 1, `${what} holds twice`);
    held += mine.filter((h) => h.orderId === null).length;
  }
  const cut = card.filter((c) => c.outcome === 'cut').map((c) => c.id);
  const asked = cut.length
    ? await db.execute<{ n: number }>(sql`select count(*)::int as n from payment_ledger
        where operation = 'AUTHORISE' and order_id is null and user_id in ${cut}`)
    : { rows: [{ n: 0 }] };
  return { orphans: asked.rows[0]!.n, held };
}

/**
 * Runs the hold reconciler (the `payments-reconcile` job, here from the test so it need not
 * wait for its minute) until no hold without an order is left, bounded: a dead process's
 * payment lock goes when PostgreSQL sees its connection closed. Answers holds released.
 */
export async function reconcileUntilSettled(db: Db): Promise<number> {
  let released = 0;
  for (let i = 0; i < 50 && (await unreleasedHolds(db)) > 0; i++) {
    released += (await reconcilePayments(db)).released;
    await sleep(200);
  }
  return released;
}

/**
 * After reconciling, across the whole ledger: every live hold beyond the card verification
 * belongs to exactly one order that stands, every card order has exactly one, every hold no
 * order took was let go, and no operation is left PENDING.
 */
export async function checkEveryHoldHasItsOrder(db: Db): Promise<void> {
  const live = await db.execute<{ reference: string; orders: number; standing: number }>(sql`
    select sa.reference, count(l.order_id)::int as orders,
      count(o.id) filter (where o.status <> 'CANCELLED')::int as standing
    from sandbox_authorisations sa
    left join payment_ledger l on l.provider_reference = sa.reference
      and l.operation = 'AUTHORISE'
    left join orders o on o.id = l.order_id
    where sa.status = 'AUTHORISED' and sa.amount_cents > 1 group by sa.reference`);
  for (const h of live.rows)
    assert.ok(h.orders === 1 && h.standing === 1, `a live hold without its order: ${h.reference}`);
  const cardOrders = await db.execute<{ id: number; holds: number }>(sql`
    select o.id, count(sa.reference)::int as holds from orders o
    left join payment_ledger l on l.order_id = o.id and l.operation = 'AUTHORISE'
    left join sandbox_authorisations sa on sa.reference = l.provider_reference
      and sa.status = 'AUTHORISED'
    where o.payment_mode = 'ONLINE_CARD' group by o.id`);
  for (const o of cardOrders.rows)
    assert.equal(o.holds, 1, `card order ${o.id} has ${o.holds} live holds`);
  assert.equal(await unreleasedHolds(db), 0, 'a hold no order took was not let go');
  const pending = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payment_ledger where outcome = 'PENDING'`,
  );
  assert.equal(pending.rows[0]!.n, 0, 'a payment operation left PENDING');
}
