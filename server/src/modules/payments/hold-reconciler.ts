import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { ifCartPaymentFree } from './cart-payment-lock';
import {
  cartsWithUnlinkedHolds,
  markAbandoned,
  stalePendingSettlements,
  unlinkedHoldsOfCart,
} from './hold-repository';
import { findLedgerRowById, settleLedgerRow, type LedgerRow } from './ledger-repository';
import { releaseAuthorisation } from './order-settlement';
import { paymentProvider } from './payment-provider-lookup';

const INTERVAL_MS = 60_000;
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
 * refunds stuck PENDING are settled from the acquirer's records. Safe in several processes.
 */
export async function reconcilePayments(db: Db): Promise<{ released: number; settled: number }> {
  let released = 0;
  for (const cartId of await cartsWithUnlinkedHolds(db, BATCH))
    released += (await ifCartPaymentFree(db, cartId, () => releaseUnlinkedHolds(db, cartId))) ?? 0;
  const settled = await db.transaction(async (tx) => {
    const rows = await stalePendingSettlements(tx, STALE_SECONDS, BATCH);
    for (const row of rows) await settleFromAcquirer(tx, row);
    return rows.length;
  });
  return { released, settled };
}

/** At start, then every minute; answers the function that stops it. */
export function startPaymentReconciler(
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  intervalMs = INTERVAL_MS,
): () => void {
  const run = () =>
    reconcilePayments(db)
      .then((done) => {
        if (done.released || done.settled) log.info(done, 'payments reconciled');
      })
      .catch((err: unknown) => log.warn({ err }, 'payment reconciliation failed'));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
