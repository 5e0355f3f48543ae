import { eq, sql } from 'drizzle-orm';
import { centsToEuro, type OrderOnlinePayment } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { approvedOrderOperations, type LedgerRow } from './ledger-repository';
import { runOperation, type LedgerOutcome } from './payment-operation';

/** Lets go of an authorisation, once (its release has one key per authorisation). */
export async function releaseAuthorisation(db: DbOrTx, auth: LedgerRow): Promise<LedgerOutcome> {
  const idempotencyKey = `ledger:${auth.id}:release`;
  return runOperation(
    db,
    {
      userId: auth.userId,
      cartId: auth.cartId,
      orderId: auth.orderId,
      parentId: auth.id,
      operation: 'RELEASE',
      provider: auth.provider,
      amountCents: auth.amountCents,
      idempotencyKey,
    },
    (p) => p.release({ reference: auth.providerReference ?? '', idempotencyKey }),
  );
}

/**
 * The order's payment: its current authorisation (the newest: a changed or renewed order took
 * a new one, issue 29, and let the one before go) and what settled that one.
 */
async function orderPayment(db: DbOrTx, orderId: number) {
  const rows = await approvedOrderOperations(db, orderId);
  const auth = rows.findLast((r) => r.operation === 'AUTHORISE');
  const of = (operation: LedgerRow['operation']) =>
    auth ? rows.find((r) => r.operation === operation && r.parentId === auth.id) : undefined;
  return { auth, capture: of('CAPTURE'), release: of('RELEASE') };
}

/** Aborting an order (spec 4) lets its pre-authorisation go; orders paid otherwise have none. */
export async function releaseOrderPayment(db: DbOrTx, orderId: number): Promise<void> {
  const { auth, capture, release } = await orderPayment(db, orderId);
  if (auth && !capture && !release) await releaseAuthorisation(db, auth);
}

/**
 * Takes the final amount of an online-card order once it is prepared (the store-operations
 * work calls this): never more than was pre-authorised, and once only. A repeated call with the
 * same amount answers the first capture; another amount is refused.
 */
export async function captureOrderPayment(
  db: DbOrTx,
  orderId: number,
  amountCents: number,
): Promise<LedgerOutcome> {
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new AppError('BAD_REQUEST', { message: 'Importo da incassare non valido' });
  const { auth, release } = await orderPayment(db, orderId);
  if (!auth)
    throw new AppError('RECORD_NOT_FOUND', {
      message: 'Nessun pagamento online per questo ordine',
    });
  if (release) throw new AppError('WRONG_ORDER_STATUS');
  if (amountCents > auth.amountCents)
    throw new AppError('GENERIC', {
      message: `Importo da incassare superiore alla preautorizzazione (${centsToEuro(auth.amountCents)} €)`,
    });
  const idempotencyKey = `ledger:${auth.id}:capture`;
  const outcome = await runOperation(
    db,
    {
      userId: auth.userId,
      cartId: auth.cartId,
      orderId,
      parentId: auth.id,
      operation: 'CAPTURE',
      provider: auth.provider,
      amountCents,
      idempotencyKey,
    },
    (p) => p.capture({ reference: auth.providerReference ?? '', amountCents, idempotencyKey }),
  );
  if (!outcome.result.approved)
    throw new AppError('PAYMENT_DECLINED', {
      message: 'Incasso rifiutato dalla banca della carta',
    });
  await db
    .update(orders)
    .set({ payed: true, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  return outcome;
}

/**
 * Gives back part of a captured online-card payment (a line refunded after completion, issue
 * 32), once per `key`: a retried call with the same key answers the first refund. Never more
 * than was captured (the acquirer refuses it too).
 */
export async function refundOrderPayment(
  db: DbOrTx,
  orderId: number,
  amountCents: number,
  key: string,
): Promise<LedgerOutcome> {
  const { capture } = await orderPayment(db, orderId);
  if (!capture)
    throw new AppError('WRONG_ORDER_STATUS', {
      message: 'Nessun incasso con carta online da rimborsare per questo ordine',
    });
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > capture.amountCents)
    throw new AppError('BAD_REQUEST', { message: 'Importo da rimborsare non valido' });
  const idempotencyKey = `ledger:${capture.id}:refund:${key}`;
  const outcome = await runOperation(
    db,
    {
      userId: capture.userId,
      cartId: capture.cartId,
      orderId,
      parentId: capture.id,
      operation: 'REFUND',
      provider: capture.provider,
      amountCents,
      idempotencyKey,
    },
    (p) => p.refund({ reference: capture.providerReference ?? '', amountCents, idempotencyKey }),
  );
  if (!outcome.result.approved)
    throw new AppError('PAYMENT_DECLINED', {
      message: 'Rimborso rifiutato dalla banca della carta',
    });
  return outcome;
}

/** The order's online payment for its detail; undefined for orders paid otherwise. */
export async function orderOnlinePayment(
  db: DbOrTx,
  orderId: number,
): Promise<OrderOnlinePayment | undefined> {
  const { auth, capture, release } = await orderPayment(db, orderId);
  if (!auth) return undefined;
  return {
    status: capture ? 'CAPTURED' : release ? 'RELEASED' : 'AUTHORISED',
    authorised: centsToEuro(auth.amountCents),
    captured: capture ? centsToEuro(capture.amountCents) : null,
  };
}
