import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { faultHang } from '../../fault-injection';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one outbox row, so a receiver can drop a repeat. */
  messageId?: string;
}

/** What the mail job needs of a nodemailer transport; tests inject a json or stream one. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

export interface MailSender {
  transport: MailTransport;
  from: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export type MailOutcome = 'sent' | 'refused' | 'already-done' | 'gone';

const RETRY_LATER_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EPROXY',
  'EAUTH',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/**
 * A server that cannot be reached or says 'try later' (4xx) leaves the mail waiting; anything
 * else (a refused recipient, a broken message) is recorded on the row and not retried.
 */
function temporaryCode(error: unknown): string | null {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number')
    return responseCode >= 400 && responseCode < 500 ? String(responseCode) : null;
  return typeof code === 'string' && RETRY_LATER_CODES.has(code) ? code : null;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** A short reason the job queue records (and staff see); the details go to the log. */
export class MailRetryLater extends Error {}

function messageId(id: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'spesa.local';
  return `<outbox-${id}-${createdAt.getTime()}@${domain}>`;
}

/**
 * Sends one outbox mail: the job `mail-send` runs this. The row's state decides, under its
 * lock: a mail already sent or refused is not sent again, so a repeated job (a retry, the
 * sweep, a second process) sends nothing. Throws MailRetryLater when the mail should be tried
 * again (the queue retries with backoff).
 */
export async function sendOutboxMail(
  db: Db,
  sender: MailSender,
  mailId: number,
): Promise<MailOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mailId))
      .for('update', { skipLocked: true });
    if (!row) {
      const [exists] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, mailId));
      // Locked: another job is sending it now; if that one fails, this retry finds it waiting.
      if (exists) throw new MailRetryLater('mail being sent by another worker');
      return 'gone';
    }
    if (row.sentAt || row.error) return 'already-done';
    await faultHang('hang-in-mail-send');
    try {
      await sender.transport.sendMail({
        from: sender.from,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: messageId(row.id, row.createdAt, sender.from),
      });
    } catch (error) {
      const code = temporaryCode(error);
      if (code) {
        sender.log.warn({ err: error, mailId }, 'mail not sent, retrying later');
        throw new MailRetryLater(`mail server unavailable (${code})`);
      }
      sender.log.error({ err: error, mailId }, 'mail refused');
      await tx
        .update(mailOutbox)
        .set({ error: errorText(error) })
        .where(eq(mailOutbox.id, mailId));
      return 'refused';
    }
    await tx.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mailId));
    return 'sent';
  });
}
