import { randomUUID } from 'node:crypto';
import { preauthorisationCents } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import { releaseUnlinkedHolds } from './hold-reconciler';
import { holdReleased } from './hold-repository';
import { findLedgerRowById, linkLedgerRowToOrder } from './ledger-repository';
import { runOperation } from './payment-operation';
import { findPaymentMethod } from './payment-methods-repository';
import type { DeclineReason, ProviderName } from './payment-provider';
import { releaseAuthorisation } from './order-settlement';

/** An approved pre-authorisation waiting for its order. */
export interface Preauthorisation {
  ledgerId: number;
  amountCents: number;
}

const declineMessages: Partial<Record<DeclineReason, string>> = {
  INSUFFICIENT_FUNDS:
    'Pagamento rifiutato: sulla carta non ci sono fondi sufficienti per la preautorizzazione. L’ordine non è stato registrato.',
  EXPIRED:
    'Pagamento rifiutato: la carta collegata è scaduta. Collegane un’altra nella pagina Pagamenti; l’ordine non è stato registrato.',
};

/** A client's Idempotency-Key header, when it is a sane one. */
export function idempotencyKeyOf(header: unknown): string | undefined {
  return typeof header === 'string' && /^[A-Za-z0-9_-]{8,80}$/.test(header) ? header : undefined;
}

/** The customer's linked online card; a checkout by card without one is refused (4000). */
export async function linkedCard(db: DbOrTx, userId: number): Promise<{ token: string }> {
  const method = await findPaymentMethod(db, userId);
  if (!method)
    throw fieldError('paymentMode', 'nessuna carta online collegata: collegala in Pagamenti');
  return method;
}

/**
 * Holds `amountCents` on the card for the cart's order, outside any transaction (no row lock
 * waits on the acquirer); the caller holds the cart's payment lock. A hold an earlier, dead
 * checkout of the cart left is let go first, so the cart never has two. A decline is 4060.
 */
export async function authoriseHold(
  db: DbOrTx,
  input: {
    provider: ProviderName;
    userId: number;
    cartId: number;
    card: { token: string };
    amountCents: number;
    clientKey: string | undefined;
    /** What the hold is for, in its key: 'freeze' (placing), 'change:<order>' (issue 29). */
    purpose?: string;
  },
): Promise<Preauthorisation> {
  const { provider, userId, cartId, amountCents } = input;
  const purpose = input.purpose ?? 'freeze';
  const idempotencyKey = `u${userId}:${purpose}:${input.clientKey ?? `${cartId}:${randomUUID()}`}`;
  await releaseUnlinkedHolds(db, cartId, idempotencyKey);
  const { ledgerId, result } = await runOperation(
    db,
    { userId, cartId, operation: 'AUTHORISE', provider, amountCents, idempotencyKey },
    (p) => p.authorise({ token: input.card.token, amountCents, idempotencyKey }),
  );
  if (!result.approved)
    throw new AppError('PAYMENT_DECLINED', { message: declineMessages[result.reason] });
  // The key of a checkout that died and was reconciled: its approval replays a voided hold.
  if (await holdReleased(db, ledgerId))
    throw new AppError('GENERIC', {
      message:
        'Questo tentativo di pagamento è stato annullato e nulla è stato addebitato: riprova.',
    });
  return { ledgerId, amountCents };
}

/**
 * In the freeze transaction: the pre-authorisation must cover today's total (the cart cannot
 * have grown since, but a price may have); answers it, to be linked to the order.
 */
export function coveringPreauthorisation(
  auth: Preauthorisation | null | undefined,
  totalToPayCents: number,
): Preauthorisation {
  if (!auth || auth.amountCents < preauthorisationCents(totalToPayCents))
    throw new AppError('GENERIC', {
      message: 'Il totale del carrello è cambiato durante il pagamento: riprova',
    });
  return auth;
}

/** The pre-authorisation becomes the order's, in the transaction that places it. */
export async function linkPreauthorisation(
  db: DbOrTx,
  auth: Preauthorisation,
  orderId: number,
): Promise<void> {
  await linkLedgerRowToOrder(db, auth.ledgerId, orderId);
}

/** After the freeze: a pre-authorisation no order took (refused, 4105, a race lost) is let go. */
export async function releaseUnused(db: DbOrTx, auth: Preauthorisation | null): Promise<void> {
  if (!auth) return;
  const row = await findLedgerRowById(db, auth.ledgerId);
  if (row && row.orderId === null) await releaseAuthorisation(db, row);
}
