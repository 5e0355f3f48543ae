import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, paymentLedger, slotInstances } from '../../db/schema';
import { SHOP_TIME_ZONE } from '../../shared/shop-time';
import type { LedgerRow } from './ledger-repository';

/**
 * An order's approved authorisations still holding money: neither let go (a settled RELEASE)
 * nor captured. An order has one, but for a moment after a change or a renewal (issue 29):
 * the new one is linked first, the one before let go after.
 */
const liveLinkedHold = and(
  eq(paymentLedger.operation, 'AUTHORISE'),
  eq(paymentLedger.outcome, 'APPROVED'),
  isNotNull(paymentLedger.orderId),
  sql`not exists (select 1 from payment_ledger r where r.parent_id = ${paymentLedger.id}
    and ((r.operation = 'RELEASE' and r.outcome in ('APPROVED', 'DECLINED'))
      or (r.operation = 'CAPTURE' and r.outcome = 'APPROVED')))`,
);

/** The order's live holds, oldest first: all but the last are superseded. */
export function liveOrderHolds(db: DbOrTx, orderId: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(and(liveLinkedHold, eq(paymentLedger.orderId, orderId)))
    .orderBy(paymentLedger.id);
}

/** Orders with more than one live hold (a crash between linking a new one and releasing the old). */
export async function ordersWithSupersededHolds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: paymentLedger.orderId })
    .from(paymentLedger)
    .where(liveLinkedHold)
    .groupBy(paymentLedger.orderId)
    .having(sql`count(*) > 1`)
    .limit(limit);
  return rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
}

/**
 * Card holds that lapse before their order's slot ends and within `leadHours` from now, of
 * orders not yet taken (waiting or being prepared): the renewal job's work (issue 29).
 */
export function expiringOrderHolds(db: DbOrTx, leadHours: number, limit: number) {
  const slotEnd = sql`((${slotInstances.date} + ${slotInstances.endsAt}) at time zone ${SHOP_TIME_ZONE})`;
  return db
    .select({ hold: paymentLedger, cartId: orders.cartId })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.id, paymentLedger.orderId))
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .where(
      and(
        liveLinkedHold,
        inArray(orders.status, ['TO_BE_PREPARED', 'IN_PREPARATION']),
        eq(orders.paymentMode, 'ONLINE_CARD'),
        isNotNull(paymentLedger.expiresAt),
        sql`${paymentLedger.expiresAt} < ${slotEnd}`,
        // One already lapsed (the job did not run in time) is renewed all the same.
        sql`${paymentLedger.expiresAt} < now() + make_interval(hours => ${leadHours})`,
      ),
    )
    .orderBy(paymentLedger.expiresAt)
    .limit(limit);
}
