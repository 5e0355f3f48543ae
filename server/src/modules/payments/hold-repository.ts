import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentLedger } from '../../db/schema';
import type { LedgerRow } from './ledger-repository';

/**
 * Pre-authorisations no order took that may still hold money: not declined or abandoned, and
 * not let go (a settled RELEASE: approved, or declined because nothing was held any more).
 */
const unlinkedHold = and(
  eq(paymentLedger.operation, 'AUTHORISE'),
  isNull(paymentLedger.orderId),
  isNotNull(paymentLedger.cartId),
  inArray(paymentLedger.outcome, ['PENDING', 'FAILED', 'APPROVED']),
  sql`not exists (select 1 from payment_ledger r where r.parent_id = ${paymentLedger.id}
    and r.operation = 'RELEASE' and r.outcome in ('APPROVED', 'DECLINED'))`,
);

/** Carts with such a hold, oldest first. */
export async function cartsWithUnlinkedHolds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinctOn([paymentLedger.cartId], { cartId: paymentLedger.cartId })
    .from(paymentLedger)
    .where(unlinkedHold)
    .orderBy(paymentLedger.cartId)
    .limit(limit);
  return rows.flatMap((r) => (r.cartId === null ? [] : [r.cartId]));
}

/** The cart's such holds, but the one of the checkout asking (its key), which it may reuse. */
export function unlinkedHoldsOfCart(
  db: DbOrTx,
  cartId: number,
  exceptKey = '',
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(
      and(
        unlinkedHold,
        eq(paymentLedger.cartId, cartId),
        ne(paymentLedger.idempotencyKey, exceptKey),
      ),
    )
    .orderBy(paymentLedger.id);
}

/** Whether the hold of this authorisation was let go already (a crashed checkout's, say). */
export async function holdReleased(db: DbOrTx, authId: number): Promise<boolean> {
  const n = await db.$count(
    paymentLedger,
    and(
      eq(paymentLedger.parentId, authId),
      eq(paymentLedger.operation, 'RELEASE'),
      eq(paymentLedger.outcome, 'APPROVED'),
    ),
  );
  return n > 0;
}

export async function markAbandoned(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(paymentLedger)
    .set({ outcome: 'ABANDONED', updatedAt: sql`now()` })
    .where(eq(paymentLedger.id, id));
}

/**
 * Captures, releases and refunds left PENDING for a while (their request died with its
 * process), locked for this reconciler; another process's reconciler skips them.
 */
export function stalePendingSettlements(db: DbOrTx, olderThanSeconds: number, limit: number) {
  return db
    .select()
    .from(paymentLedger)
    .where(
      and(
        inArray(paymentLedger.operation, ['CAPTURE', 'RELEASE', 'REFUND']),
        eq(paymentLedger.outcome, 'PENDING'),
        lt(paymentLedger.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(paymentLedger.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
