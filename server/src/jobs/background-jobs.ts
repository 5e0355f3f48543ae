import { z } from 'zod';
import type { Db } from '../db/client';
import { cleanUpAccounts } from '../modules/accounts/accounts-housekeeping';
import { sendOutboxMail, type MailSender } from '../modules/mail/mail-job';
import { onMailQueued } from '../modules/mail/mail-signal';
import { requeueStrandedMails } from '../modules/mail/mail-sweep';
import { reconcilePayments } from '../modules/payments/hold-reconciler';
import { refreshPurchaseCounts } from '../modules/catalogue/search/purchase-counts';
import { cleanUpSlotHolds } from '../modules/slots/slot-holds-housekeeping';
import { renewCardHolds } from '../flows/renew-card-holds';
import {
  startJobWorker,
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
} from './job-worker';
import {
  ACCOUNTS_HOUSEKEEPING,
  CARD_HOLDS_RENEW,
  MAIL_SEND,
  MAIL_SWEEP,
  PAYMENTS_RECONCILE,
  SEARCH_PURCHASES,
  SLOT_HOLDS_HOUSEKEEPING,
  type QueueName,
} from './queues';

const MailJob = z.object({ mailId: z.number().int().positive() });

export interface BackgroundJobsOptions extends Pick<JobWorkerOptions, 'log' | 'fast'> {
  db: Db;
  /** Without one (no SMTP_URL) mails stay in the outbox, their jobs waiting for a process with one. */
  mail?: Omit<MailSender, 'log'>;
}

/** The shop's jobs: each queue's handler, from its own module. */
export function jobHandlers(opts: BackgroundJobsOptions): Partial<Record<QueueName, JobHandler>> {
  const { db, mail, log } = opts;
  const handlers: Partial<Record<QueueName, JobHandler>> = {
    [PAYMENTS_RECONCILE]: async () => {
      const done = await reconcilePayments(db);
      if (done.released || done.settled) log.info(done, 'payments reconciled');
      return done;
    },
    [ACCOUNTS_HOUSEKEEPING]: () => cleanUpAccounts(db),
    [SEARCH_PURCHASES]: async () => ({ changed: await refreshPurchaseCounts(db) }),
    [SLOT_HOLDS_HOUSEKEEPING]: () => cleanUpSlotHolds(db),
    [CARD_HOLDS_RENEW]: () => renewCardHolds(db),
  };
  if (mail) {
    const sender = { ...mail, log };
    handlers[MAIL_SEND] = async (data) => ({
      outcome: await sendOutboxMail(db, sender, MailJob.parse(data).mailId),
    });
    handlers[MAIL_SWEEP] = async () => ({ requeued: await requeueStrandedMails(db) });
  }
  return handlers;
}

/**
 * Starts this process's worker: the reconciler and the housekeeping run once at start (as the
 * timer loops they replace did) and then on their schedule; a mail queued by this process is
 * sent at once.
 */
export async function startBackgroundJobs(opts: BackgroundJobsOptions): Promise<JobWorker> {
  const worker = await startJobWorker({ ...opts, handlers: jobHandlers(opts) });
  await worker.runNow(PAYMENTS_RECONCILE);
  await worker.runNow(ACCOUNTS_HOUSEKEEPING);
  const unsubscribe = onMailQueued(() => worker.notify(MAIL_SEND));
  return {
    ...worker,
    stop: async () => {
      unsubscribe();
      await worker.stop();
    },
  };
}
