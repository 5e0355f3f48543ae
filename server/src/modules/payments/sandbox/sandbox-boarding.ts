import { and, eq, gt, sql } from 'drizzle-orm';
import { CARD_VERIFICATION_CENTS } from '@spesa/contracts';
import type { DbOrTx } from '../../../db/client';
import { sandboxAuthorisations, sandboxBoardings, sandboxCards } from '../../../db/schema';
import { sandboxId } from './sandbox-store';
import { cardBrand, isExpired, luhnValid, parseExpiry, TEST_CARDS } from './test-cards';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;

export type BoardingAttempt =
  | { kind: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { kind: 'declined'; message: string }
  | { kind: 'linked'; redirectUrl: string };

export const boardingMessages = {
  number: 'Numero di carta non valido: controlla le cifre',
  expiry: 'Scadenza non valida: scrivila come MM/AA',
  cvc: 'Codice di sicurezza non valido: 3 o 4 cifre',
  notTestCard: 'Carta non accettata: in questo ambiente di prova usa una delle carte di test',
  declined: 'Carta rifiutata dalla banca emittente: prova con un’altra carta',
  expired: 'Carta scaduta: prova con un’altra carta',
} as const;

/** A pending, unexpired boarding session, locked while the card is checked. */
export async function openBoarding(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select()
    .from(sandboxBoardings)
    .where(
      and(
        eq(sandboxBoardings.id, id),
        eq(sandboxBoardings.status, 'PENDING'),
        gt(sandboxBoardings.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

function validate(form: CardForm) {
  const digits = form.number.replace(/[\s-]/g, '');
  const expiry = parseExpiry(form.expiry);
  const errors: Partial<Record<CardField, string>> = {};
  if (!luhnValid(digits)) errors.number = boardingMessages.number;
  if (!expiry) errors.expiry = boardingMessages.expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = boardingMessages.cvc;
  return { digits, expiry, errors };
}

/**
 * The acquirer checks a card typed on its boarding page: the Luhn digit, the expiry, a test card
 * (spec 9: 0.01 € authorised, then voided at once, never charged). On success the card gets a
 * token, the session ends and the shopper goes back to the shop with it. Only the token, brand,
 * last four digits and expiry are kept: never the number or the security code.
 */
export async function submitCard(
  db: DbOrTx,
  boardingId: string,
  form: CardForm,
  now = new Date(),
): Promise<BoardingAttempt | null> {
  return db.transaction(async (tx) => {
    const boarding = await openBoarding(tx, boardingId, true);
    if (!boarding) return null;
    const { digits, expiry, errors } = validate(form);
    if (!expiry || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const behaviour = TEST_CARDS[digits];
    if (!behaviour) return { kind: 'declined', message: boardingMessages.notTestCard };
    if (behaviour === 'EXPIRED' || isExpired(expiry, now))
      return { kind: 'declined', message: boardingMessages.expired };
    if (behaviour === 'DECLINE_VERIFICATION')
      return { kind: 'declined', message: boardingMessages.declined };

    const token = sandboxId('tok');
    await tx.insert(sandboxCards).values({
      token,
      customerRef: boarding.customerRef,
      brand: cardBrand(digits),
      lastFour: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      behaviour: behaviour === 'DECLINE_PAYMENTS' ? 'DECLINE_PAYMENTS' : 'APPROVE',
    });
    const reference = sandboxId('auth');
    await tx.insert(sandboxAuthorisations).values({
      reference,
      cardToken: token,
      amountCents: CARD_VERIFICATION_CENTS,
      status: 'AUTHORISED',
    });
    // The verification hold is voided at once: the shopper is never charged for it.
    await tx
      .update(sandboxAuthorisations)
      .set({ status: 'VOIDED', updatedAt: sql`now()` })
      .where(eq(sandboxAuthorisations.reference, reference));
    await tx
      .update(sandboxBoardings)
      .set({ status: 'COMPLETED', cardToken: token, verificationReference: reference })
      .where(eq(sandboxBoardings.id, boardingId));
    const back = new URLSearchParams({ boarding: boardingId, token });
    return { kind: 'linked', redirectUrl: `${boarding.returnUrl}?${back.toString()}` };
  });
}
