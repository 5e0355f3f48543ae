import type { Db, DbOrTx } from '../../db/client';
import { faultHang } from '../../fault-injection';
import { ifCartPaymentFree, ifOrderPaymentFree } from './cart-payment-lock';
import { ordersWithSupersededHolds } from './order-holds-repository';
import { releaseSupersededHolds } from './order-holds';
import {
  cartsWithUnlinkedHolds,
  markAbandoned,
  stalePendingSettlements,
  unlinkedHoldsOfCart,
} from './hold-repository';
import { findLedgerRowById, settleLedgerRow, type LedgerRow } from './ledger-repository';
import { releaseAuthorisation } from './order-settlement';
import { paymentProvider } from './payment-provider-lookup';

const BATCH = 100;
/** A capture or refund still PENDING after this long lost its process (requests time out sooner). */
const STALE_SECONDS = 120;

/**
 * Settles a row whose answer was lost: the acquirer's recorded answer, or ABANDONED when it
 * never received the request (nothing moved). Answers the row's outcome now.
 */
async function settleFromAcquirer(db: DbOrTx, row: LedgerRow): Promise<boolean> {
  const answer = await paymentProvider(row.provider, db).lookup({
    idempotencyKey: row.idempotencyKey,
  });
  if (answer) await settleLedgerRow(db, row.id, answer);
  else await markAbandoned(db, row.id);
  return answer?.approved ?? false;
}

/**
 * Lets go of the cart's pre-authorisations that no order took, but the one of `keepKey` (the
 * checkout running now may reuse its own). Run only under the cart's payment lock: no
 * checkout of the cart is between authorising and placing its order meanwhile.
 */
export async function releaseUnlinkedHolds(db: DbOrTx, cartId: number, keepKey?: string) {
  let released = 0;
  for (const row of await unlinkedHoldsOfCart(db, cartId, keepKey)) {
    if (row.outcome !== 'APPROVED' && !(await settleFromAcquirer(db, row))) continue;
    // Read back: an answer settled just now brought the acquirer's reference.
    const auth = (await findLedgerRowById(db, row.id)) ?? row;
    if ((await releaseAuthorisation(db, auth)).result.approved) released++;
  }
  return released;
}

/**
 * One pass: every cart with a hold no order took is settled under its payment lock (a cart
 * whose checkout is running is skipped, the next pass sees it), then captures, releases and
 * refunds stuck PENDING are settled from the acquirer's records, and an order left with two
 * live holds (a change or renewal that died between linking the new and releasing the old,
 * issue 29) keeps only its newest. The job `payments-reconcile`
 * runs it (at start and every minute, one process at a time); it is safe in several anyway.
 */
export async function reconcilePayments(db: Db): Promise<{ released: number; settled: number }> {
  let released = 0;
  for (const cartId of await cartsWithUnlinkedHolds(db, BATCH))
    released +=
      (await ifCartPaymentFree(db, cartId, async () => {
        await faultHang('hang-in-reconcile');
        return releaseUnlinkedHolds(db, cartId);
      })) ?? 0;
  for (const orderId of await ordersWithSupersededHolds(db, BATCH))
    released +=
      (await ifOrderPaymentFree(db, orderId, () => releaseSupersededHolds(db, orderId))) ?? 0;
  const settled = await db.transaction(async (tx) => {
    const rows = await stalePendingSettlements(tx, STALE_SECONDS, BATCH);
    for (const row of rows) await settleFromAcquirer(tx, row);
    return rows.length;
  });
  return { released, settled };
}
