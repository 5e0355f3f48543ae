import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sendHtml } from '../../../http/html-reply';
import { boardingGonePage, boardingPage } from './sandbox-page';
import { openBoarding, submitCard } from './sandbox-boarding';
import { SANDBOX_BOARDING_PATH } from './sandbox-paths';
import { schemaOf, type RouteApp } from '../../../http/route-schema';

const BoardingParams = z.object({ id: z.string().regex(/^brd_[A-Za-z0-9_-]{10,40}$/) });
const CardBody = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});
const SHOP_PAYMENTS = '/app/payments';

const BOARDING_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The acquirer's page: its address holds the boarding id, so it is never sent to another site as
 * a referrer. 'same-origin' rather than 'no-referrer': under 'no-referrer' the browser sends
 * `Origin: null` with the page's own form post, which the cross-site guard refuses.
 */
function boardingHtml(reply: FastifyReply, html: string, status = 200) {
  return sendHtml(reply, html, {
    status,
    contentSecurityPolicy: BOARDING_POLICY,
    headers: { 'referrer-policy': 'same-origin' },
  });
}

const cancelUrl = (returnUrl: string, id: string) =>
  `${returnUrl}?${new URLSearchParams({ boarding: id, outcome: 'cancelled' }).toString()}`;

/**
 * The sandbox acquirer's boarding page under /cli/pay (spec 7), a plain HTML form that works
 * without JavaScript. The boarding id in the path is unguessable and single-use: it stands for
 * the acquirer's own session, so the page needs no shop cookie.
 */
export async function sandboxRoutes(app: RouteApp, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  // An HTML form posts urlencoded; only this encapsulated plugin reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/pay/sandbox/boarding/:id',
    {
      schema: {
        tag: 'Payments',
        summary: "The sandbox acquirer's card page",
        auth: 'public',
        params: BoardingParams,
        media: 'html',
      },
    },
    async (request, reply) => {
      const params = schemaOf(request, 'params').safeParse(request.params);
      const boarding = params.success ? await openBoarding(db, params.data.id) : undefined;
      if (!boarding) return boardingHtml(reply, boardingGonePage(SHOP_PAYMENTS), 404);
      return boardingHtml(
        reply,
        boardingPage({
          action: `${SANDBOX_BOARDING_PATH}/${boarding.id}`,
          cancelUrl: cancelUrl(boarding.returnUrl, boarding.id),
        }),
      );
    },
  );

  app.post(
    '/pay/sandbox/boarding/:id',
    {
      schema: {
        tag: 'Payments',
        summary: "The sandbox acquirer's card form",
        auth: 'public',
        params: BoardingParams,
        media: 'redirect',
      },
    },
    async (request, reply) => {
      const params = schemaOf(request, 'params').safeParse(request.params);
      const form = CardBody.safeParse(request.body ?? {});
      const id = params.success ? params.data.id : '';
      const boarding = id ? await openBoarding(db, id) : undefined;
      if (!boarding || !form.success)
        return boardingHtml(reply, boardingGonePage(SHOP_PAYMENTS), 404);
      const attempt = await submitCard(db, id, form.data);
      if (!attempt) return boardingHtml(reply, boardingGonePage(SHOP_PAYMENTS), 404);
      if (attempt.kind === 'linked') return reply.redirect(attempt.redirectUrl, 303);
      const state = {
        action: `${SANDBOX_BOARDING_PATH}/${id}`,
        cancelUrl: cancelUrl(boarding.returnUrl, id),
        expiry: form.data.expiry,
      };
      return attempt.kind === 'invalid'
        ? boardingHtml(reply, boardingPage({ ...state, errors: attempt.errors }), 422)
        : boardingHtml(reply, boardingPage({ ...state, message: attempt.message }), 402);
    },
  );
}
