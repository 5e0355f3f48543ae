import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { sendHtml } from '../../http/html-reply';
import { isLocalRequest } from '../../http/loopback';
import { outboxListPage, outboxMailPage } from './outbox-html';
import { latestMails, mailById } from './outbox-repository';

const MailParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const OUTBOX_POLICY = "script-src 'none'; object-src 'none'; frame-ancestors 'none'";

function outboxHtml(reply: FastifyReply, html: string) {
  return sendHtml(reply, html, {
    contentSecurityPolicy: OUTBOX_POLICY,
    headers: { 'x-robots-tag': 'noindex' },
  });
}

/**
 * The demo's mailbox: lists what the shop would have mailed, so a person can open activation and
 * reset links without an SMTP server. Registered only when OUTBOX_PAGE asks for it, never in
 * production (see app.ts, config.ts); with `loopback` answered only to a browser on this
 * machine, not through a proxy: to anyone else it does not exist.
 */
export async function outboxPage(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  if (config.outboxPage === 'loopback')
    app.addHook('onRequest', async (request, reply) => {
      if (!isLocalRequest(request)) return reply.callNotFound();
    });

  app.get('/outbox', async (_request, reply) =>
    outboxHtml(reply, outboxListPage(await latestMails(db))),
  );

  app.get('/outbox/:id', async (request, reply) => {
    const params = MailParams.safeParse(request.params);
    const mail = params.success ? await mailById(db, params.data.id) : null;
    if (!mail) return reply.callNotFound();
    return outboxHtml(reply, outboxMailPage(mail));
  });
}
