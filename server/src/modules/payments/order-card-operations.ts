import { asc, eq, inArray, and } from 'drizzle-orm';
import { centsToEuro, replyId, type OrderCardOperation } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { paymentLedger } from '../../db/schema';

/**
 * The money operations on an order's card as the ledger recorded them, oldest first
 * (authorisations, releases, captures, refunds): issue 29 shows that a change authorised the
 * new total before it let the previous hold go.
 */
export async function orderCardOperations(
  db: DbOrTx,
  orderId: number,
): Promise<OrderCardOperation[]> {
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.orderId, orderId),
        inArray(paymentLedger.operation, ['AUTHORISE', 'RELEASE', 'CAPTURE', 'REFUND']),
      ),
    )
    .orderBy(asc(paymentLedger.id));
  return rows.map((r) => ({
    id: replyId(r.id),
    operation: r.operation,
    outcome: r.outcome,
    amount: centsToEuro(r.amountCents),
    parentId: r.parentId === null ? null : replyId(r.parentId),
    at: r.createdAt.toISOString(),
  }));
}
