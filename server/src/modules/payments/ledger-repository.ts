import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { paymentLedger } from '../../db/schema';
import { asDeclineReason, type ProviderResult } from './payment-provider';

export type LedgerRow = typeof paymentLedger.$inferSelect;
export type NewLedgerRow = typeof paymentLedger.$inferInsert;

/** Inserts the row unless its idempotency key exists; answers it only when inserted. */
export async function claimLedgerRow(
  db: DbOrTx,
  row: NewLedgerRow,
): Promise<LedgerRow | undefined> {
  const [inserted] = await db.insert(paymentLedger).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findLedgerRow(db: DbOrTx, idempotencyKey: string): Promise<LedgerRow> {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.idempotencyKey, idempotencyKey));
  if (!row) throw new Error(`no ledger row for ${idempotencyKey}`);
  return row;
}

export async function settleLedgerRow(
  db: DbOrTx,
  id: number,
  outcome: 'FAILED' | ProviderResult,
): Promise<void> {
  const set =
    outcome === 'FAILED'
      ? { outcome }
      : {
          outcome: outcome.approved ? ('APPROVED' as const) : ('DECLINED' as const),
          providerReference: outcome.reference,
          reason: outcome.approved ? null : outcome.reason,
          expiresAt: outcome.approved && outcome.expiresAt ? new Date(outcome.expiresAt) : null,
        };
  await db
    .update(paymentLedger)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(paymentLedger.id, id));
}

/** The answer a settled row recorded, replayed for a retried request. */
export function recordedResult(row: LedgerRow): ProviderResult {
  if (row.outcome === 'APPROVED')
    return {
      approved: true,
      reference: row.providerReference ?? '',
      ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
    };
  return {
    approved: false,
    reference: row.providerReference,
    reason: asDeclineReason(row.reason),
  };
}

/**
 * The row becomes the order's, only while it is no order's yet: a hold is never moved from
 * the order it pays for (that order could then never be charged). Refused otherwise, so the
 * transaction placing the order rolls back.
 */
export async function linkLedgerRowToOrder(db: DbOrTx, id: number, orderId: number) {
  const linked = await db
    .update(paymentLedger)
    .set({ orderId, updatedAt: sql`now()` })
    .where(and(eq(paymentLedger.id, id), isNull(paymentLedger.orderId)))
    .returning({ id: paymentLedger.id });
  if (linked.length === 0)
    throw new AppError('GENERIC', {
      message: 'Questo pagamento appartiene già a un altro ordine: operazione rifiutata',
    });
}

export async function findLedgerRowById(db: DbOrTx, id: number): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.id, id));
  return row;
}

/** The order's approved operations, oldest first: its authorisation, then capture or release. */
export function approvedOrderOperations(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.outcome, 'APPROVED')))
    .orderBy(paymentLedger.id);
}
