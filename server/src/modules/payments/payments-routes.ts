import type { FastifyRequest } from 'fastify';
import {
  CARD_VERIFICATION_CENTS,
  PAYMENT_BOARDING_PATH,
  PaymentMethod,
  PaymentMethodDeleteRequest,
  type BoardingOutcome,
} from '@spesa/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { claimLedgerRow } from './ledger-repository';
import {
  deletePaymentMethod,
  findPaymentMethod,
  savePaymentMethod,
  toPaymentMethod,
} from './payment-methods-repository';
import { paymentProvider } from './payment-provider-lookup';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { parsed, type RouteApp } from '../../http/route-schema';

const RETURN_PATH = `${PAYMENT_BOARDING_PATH}/return`;
const ReturnQuery = z.object({
  boarding: z.string().max(100).default(''),
  token: z.string().max(100).optional(),
  outcome: z.literal('cancelled').optional(),
});
const shopPage = (card: BoardingOutcome) => `/app/payments?card=${card}`;

/** The customer of a browser navigation, or null: a lost session lands on the shop page. */
async function sessionUser(request: FastifyRequest, db: Db): Promise<number | null> {
  try {
    return await authenticate(request, db);
  } catch (err) {
    if (err instanceof AppError && err.key === 'UNAUTHORIZED') return null;
    throw err;
  }
}

/**
 * Spec 7, payments: the customer's linked online card, its removal, and boarding (a new tab
 * goes to the acquirer's page and comes back to the shop). The customer comes from the session.
 */
export async function paymentsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;
  const providerName = config.paymentProvider;

  app.get(
    '/pay/paymentmethod',
    {
      schema: {
        tag: 'Payments',
        summary: 'The linked online card',
        auth: 'customer',
        data: PaymentMethod,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(toPaymentMethod(await findPaymentMethod(db, userId)));
    },
  );

  app.post(
    '/pay/paymentmethod/delete',
    {
      schema: {
        tag: 'Payments',
        summary: 'Unlink the online card',
        auth: 'customer',
        body: PaymentMethodDeleteRequest,
        data: PaymentMethod,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      parsed(request, 'body');
      await deletePaymentMethod(db, userId);
      return ok(toPaymentMethod(undefined));
    },
  );

  // Browser navigations, not API calls: every outcome lands on the shop's payments page.
  app.get(
    '/pay/boarding',
    {
      schema: {
        tag: 'Payments',
        summary: "Browser navigation to the acquirer's card page",
        auth: 'customer',
        media: 'redirect',
      },
    },
    async (request, reply) => {
      const userId = await sessionUser(request, db);
      if (userId === null || !providerName) return reply.redirect(shopPage('failed'), 303);
      const provider = paymentProvider(providerName, db);
      const { redirectUrl } = await provider.startBoarding({
        customerRef: String(userId),
        returnUrl: RETURN_PATH,
      });
      return reply.redirect(redirectUrl, 303);
    },
  );

  app.get(
    '/pay/boarding/return',
    {
      schema: {
        tag: 'Payments',
        summary: "Browser return from the acquirer's page",
        auth: 'public',
        media: 'redirect',
      },
    },
    async (request, reply) => {
      const query = ReturnQuery.safeParse(request.query);
      if (query.success && query.data.outcome) return reply.redirect(shopPage('cancelled'), 303);
      const userId = await sessionUser(request, db);
      if (userId === null || !providerName || !query.success || !query.data.token)
        return reply.redirect(shopPage('failed'), 303);
      const { boarding, token } = query.data;
      const card = await paymentProvider(providerName, db).verifyCard({
        boardingId: boarding,
        token,
        customerRef: String(userId),
      });
      if (!card) return reply.redirect(shopPage('failed'), 303);
      await db.transaction(async (tx) => {
        await savePaymentMethod(tx, userId, providerName, card);
        // The acquirer's 0.01 € check, in the ledger once however often the page is reloaded.
        await claimLedgerRow(tx, {
          userId,
          operation: 'VERIFY',
          provider: providerName,
          amountCents: CARD_VERIFICATION_CENTS,
          providerReference: card.verificationReference,
          idempotencyKey: `boarding:${boarding}`,
          outcome: 'APPROVED',
        });
      });
      return reply.redirect(shopPage('linked'), 303);
    },
  );

  if (providerName === 'sandbox') await app.register(sandboxRoutes, { db });
}
