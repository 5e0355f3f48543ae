import { randomUUID } from 'node:crypto';
import { eq, inArray, and } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { faultPoint } from '../../fault-injection';
import { ifCartPaymentFree, ifOrderPaymentFree } from './cart-payment-lock';
import { linkLedgerRowToOrder } from './ledger-repository';
import { expiringOrderHolds, liveOrderHolds } from './order-holds-repository';
import { releaseAuthorisation } from './order-settlement';
import { runOperation } from './payment-operation';
import { findPaymentMethod } from './payment-methods-repository';

/**
 * Issue 29, never twice: after a change or a renewal linked a new authorisation to the order,
 * every older one still holding money is let go. Safe to repeat (one release key per
 * authorisation), so the reconciler runs it too after a crash in between. Answers how many.
 */
export async function releaseSupersededHolds(db: DbOrTx, orderId: number): Promise<number> {
  const live = await liveOrderHolds(db, orderId);
  let released = 0;
  for (const old of live.slice(0, -1)) {
    faultPoint('crash-before-superseded-release');
    if ((await releaseAuthorisation(db, old)).result.approved) released++;
  }
  return released;
}

/** The order can still be charged later: a renewed hold is worth linking. */
async function stillToCharge(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), inArray(orders.status, ['TO_BE_PREPARED', 'IN_PREPARATION'])),
    )
    .for('update');
  return row !== undefined;
}

/**
 * One order's hold renewed: the same amount authorised again (its own key), linked in a
 * transaction holding the order's row (so no capture slips between), then the old one let go.
 * A crash before the link leaves the new hold to the reconciler (unlinked, of the order's
 * cart); one after it, two linked holds whose older the reconciler releases.
 */
async function renewHold(
  db: Db,
  hold: Awaited<ReturnType<typeof expiringOrderHolds>>[number],
): Promise<'renewed' | 'declined' | 'skipped'> {
  const { hold: old, cartId } = hold;
  const orderId = old.orderId!;
  const card = await findPaymentMethod(db, old.userId);
  if (!card) return 'declined';
  const idempotencyKey = `u${old.userId}:renew:${old.id}:${randomUUID()}`;
  const { ledgerId, result } = await runOperation(
    db,
    {
      userId: old.userId,
      cartId,
      operation: 'AUTHORISE',
      provider: old.provider,
      amountCents: old.amountCents,
      idempotencyKey,
    },
    (p) => p.authorise({ token: card.token, amountCents: old.amountCents, idempotencyKey }),
  );
  if (!result.approved) return 'declined';
  const linked = await db.transaction(async (tx) => {
    if (!(await stillToCharge(tx, orderId))) return false;
    await linkLedgerRowToOrder(tx, ledgerId, orderId);
    return true;
  });
  if (!linked) return 'skipped';
  await releaseSupersededHolds(db, orderId);
  return 'renewed';
}

/**
 * The job `card-holds-renew` (issue 29): every online-card order whose hold lapses before its
 * slot ends, and within `leadHours`, gets a new one. An order a change or the reconciler is
 * working on is skipped (the next run sees it). Answers the orders renewed and those whose
 * card declined (their customers are told).
 */
export async function renewExpiringHolds(
  db: Db,
  leadHours: number,
): Promise<{ renewed: number[]; declined: { orderId: number; holdId: number }[] }> {
  const renewed: number[] = [];
  const declined: { orderId: number; holdId: number }[] = [];
  for (const h of await expiringOrderHolds(db, leadHours, 100)) {
    const orderId = h.hold.orderId!;
    const outcome = await ifOrderPaymentFree(db, orderId, () =>
      ifCartPaymentFree(db, h.cartId, () => renewHold(db, h)),
    );
    if (outcome === 'renewed') renewed.push(orderId);
    if (outcome === 'declined') declined.push({ orderId, holdId: h.hold.id });
  }
  return { renewed, declined };
}
