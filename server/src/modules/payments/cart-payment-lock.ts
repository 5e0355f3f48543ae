import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';

/** How long a second checkout of one cart waits for the first before it gives up. */
const WAIT_MS = 30_000;
/** First pause between tries, growing to MAX_POLL_MS so waiters do not load the database. */
const POLL_MS = 40;
const MAX_POLL_MS = 400;

const MISSED = Symbol('lock held elsewhere');

/**
 * Runs `work` holding the cart's payment lock, a transaction-level advisory lock shared by
 * every server process; answers MISSED at once when another holder has it. The transaction
 * only holds the lock: `work` uses its own connections, and the lock goes with the
 * transaction, or with the connection if the process dies.
 */
function tryCartPaymentLock<T>(
  db: Db,
  cartId: number,
  work: () => Promise<T>,
  scope: 'cart-payment' | 'order-payment' = 'cart-payment',
): Promise<T | typeof MISSED> {
  return db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${scope}), ${cartId}) as locked`,
      )
    ).rows;
    return row?.locked ? work() : MISSED;
  });
}

/**
 * One online-card checkout of a cart at a time, whatever idempotency key each request brings:
 * the authorisation, the order and the release of an unused hold all happen under this lock,
 * so a cart never has two live pre-authorisations, and the reconciler never touches a hold
 * whose checkout is still running. A second request polls (holding no connection while it
 * waits) and then finds the cart already an order; after WAIT_MS it is refused with 4063.
 */
export async function withCartPaymentLock<T>(
  db: Db,
  cartId: number,
  work: () => Promise<T>,
  scope: 'cart-payment' | 'order-payment' = 'cart-payment',
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = POLL_MS; ; pause = Math.min(pause * 1.5, MAX_POLL_MS)) {
    const outcome = await tryCartPaymentLock(db, cartId, work, scope);
    if (outcome !== MISSED) return outcome;
    if (Date.now() > deadline) throw new AppError('PAYMENT_IN_PROGRESS');
    await sleep(pause * (0.5 + Math.random()));
  }
}

/** The reconciler's turn on a cart: undefined when a checkout of it is running. */
export async function ifCartPaymentFree<T>(
  db: Db,
  cartId: number,
  work: () => Promise<T>,
  scope: 'cart-payment' | 'order-payment' = 'cart-payment',
): Promise<T | undefined> {
  const outcome = await tryCartPaymentLock(db, cartId, work, scope);
  return outcome === MISSED ? undefined : outcome;
}

/**
 * Issue 29: one card operation on a placed order at a time (a change's new authorisation, the
 * renewal of an expiring hold, the reconciler's release of a superseded one), in every process.
 */
export const withOrderPaymentLock = <T>(db: Db, orderId: number, work: () => Promise<T>) =>
  withCartPaymentLock(db, orderId, work, 'order-payment');

export const ifOrderPaymentFree = <T>(db: Db, orderId: number, work: () => Promise<T>) =>
  ifCartPaymentFree(db, orderId, work, 'order-payment');
