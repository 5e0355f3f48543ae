import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxAuthorisations, sandboxBoardings, sandboxCards } from '../../../db/schema';
import type { DeclineReason, PaymentProvider, ProviderResult } from '../payment-provider';
import { SANDBOX_BOARDING_PATH } from './sandbox-paths';
import { once, recordedAnswer, sandboxId } from './sandbox-store';
import { isExpired } from './test-cards';
import { sandboxHoldExpiry } from './sandbox-hold-life';

const BOARDING_MINUTES = 30;

const declined = (reason: DeclineReason, reference: string | null = null): ProviderResult => ({
  approved: false,
  reference,
  reason,
});

async function authoriseCard(db: DbOrTx, token: string, amountCents: number) {
  const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
  if (!card) return declined('DECLINED');
  let reason: DeclineReason | null = null;
  if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, new Date())) reason = 'EXPIRED';
  else if (card.behaviour === 'DECLINE_PAYMENTS') reason = 'INSUFFICIENT_FUNDS';
  const reference = sandboxId('auth');
  const expiresAt = sandboxHoldExpiry(new Date());
  await db.insert(sandboxAuthorisations).values({
    reference,
    cardToken: token,
    amountCents,
    status: reason ? 'DECLINED' : 'AUTHORISED',
    reason,
    expiresAt: reason ? null : expiresAt,
  });
  if (reason) return declined(reason, reference);
  return { approved: true as const, reference, expiresAt: expiresAt.toISOString() };
}

/**
 * The authorisation, locked for the change; missing answers NOT_AUTHORISED. A hold past its
 * life lapses as a real one does (issue 29): it reads VOIDED, nothing held any more.
 */
async function lockAuthorisation(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({
      auth: sandboxAuthorisations,
      lapsed: sql<boolean>`coalesce(${sandboxAuthorisations.expiresAt} <= now(), false)`,
    })
    .from(sandboxAuthorisations)
    .where(eq(sandboxAuthorisations.reference, reference))
    .for('update');
  if (!row) return undefined;
  const { auth, lapsed } = row;
  return lapsed && auth.status === 'AUTHORISED' ? { ...auth, status: 'LAPSED' as const } : auth;
}

async function setAuthorisation(
  db: DbOrTx,
  reference: string,
  change: Partial<typeof sandboxAuthorisations.$inferInsert>,
) {
  await db
    .update(sandboxAuthorisations)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(sandboxAuthorisations.reference, reference));
}

/**
 * The built-in acquirer for development, tests and demos: its state in its own tables (reached
 * through `db`), its boarding page served by this server (sandbox-routes.ts). It behaves like a
 * real one: holds are captured at most once and never above the amount, and every operation
 * answers a repeated idempotency key with its first answer.
 */
export function sandboxProvider(db: DbOrTx): PaymentProvider {
  return {
    name: 'sandbox',

    async startBoarding({ customerRef, returnUrl }) {
      const boardingId = sandboxId('brd');
      const expiresAt = new Date(Date.now() + BOARDING_MINUTES * 60_000);
      await db
        .insert(sandboxBoardings)
        .values({ id: boardingId, customerRef, returnUrl, expiresAt });
      return { boardingId, redirectUrl: `${SANDBOX_BOARDING_PATH}/${boardingId}` };
    },

    async verifyCard({ boardingId, token, customerRef }) {
      const [row] = await db
        .select({
          card: sandboxCards,
          verificationReference: sandboxBoardings.verificationReference,
        })
        .from(sandboxBoardings)
        .innerJoin(sandboxCards, eq(sandboxCards.token, sandboxBoardings.cardToken))
        .where(
          and(
            eq(sandboxBoardings.id, boardingId),
            eq(sandboxBoardings.status, 'COMPLETED'),
            eq(sandboxBoardings.cardToken, token),
            eq(sandboxBoardings.customerRef, customerRef),
            gt(sandboxBoardings.expiresAt, sql`now()`),
          ),
        );
      if (!row?.verificationReference) return null;
      const { card } = row;
      return {
        token: card.token,
        brand: card.brand,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        verificationReference: row.verificationReference,
      };
    },

    authorise: ({ token, amountCents, idempotencyKey }) =>
      once(db, idempotencyKey, 'AUTHORISE', (tx) => authoriseCard(tx, token, amountCents)),

    capture: ({ reference, amountCents, idempotencyKey }) =>
      once(db, idempotencyKey, 'CAPTURE', async (tx) => {
        const auth = await lockAuthorisation(tx, reference);
        if (auth?.status === 'LAPSED') return declined('EXPIRED', reference);
        if (auth?.status !== 'AUTHORISED') return declined('NOT_AUTHORISED', reference);
        if (amountCents > auth.amountCents) return declined('ABOVE_AUTHORISED', reference);
        await setAuthorisation(tx, reference, { status: 'CAPTURED', capturedCents: amountCents });
        return { approved: true, reference };
      }),

    release: ({ reference, idempotencyKey }) =>
      once(db, idempotencyKey, 'RELEASE', async (tx) => {
        const auth = await lockAuthorisation(tx, reference);
        // A lapsed hold holds nothing: letting it go succeeds, as with a real acquirer.
        if (auth?.status !== 'AUTHORISED' && auth?.status !== 'LAPSED')
          return declined('NOT_AUTHORISED', reference);
        await setAuthorisation(tx, reference, { status: 'VOIDED' });
        return { approved: true, reference };
      }),

    refund: ({ reference, amountCents, idempotencyKey }) =>
      once(db, idempotencyKey, 'REFUND', async (tx) => {
        const auth = await lockAuthorisation(tx, reference);
        if (auth?.status !== 'CAPTURED') return declined('NOT_AUTHORISED', reference);
        if (auth.refundedCents + amountCents > auth.capturedCents)
          return declined('ABOVE_AUTHORISED', reference);
        await setAuthorisation(tx, reference, { refundedCents: auth.refundedCents + amountCents });
        return { approved: true, reference };
      }),

    lookup: ({ idempotencyKey }) => recordedAnswer(db, idempotencyKey),
  };
}
