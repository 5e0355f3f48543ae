import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { onMailQueued } from './mail-signal';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the dispatcher needs of a nodemailer transport; tests inject a json or stream one. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

export interface MailDispatcherOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
}

export interface MailDispatcher {
  /** Polls the outbox every few seconds and whenever a mail is queued in this process. */
  start(): void;
  /** Sends what is waiting now; resolves with how many mails were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the mails being sent. */
  stop(): Promise<void>;
}

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
function isTemporary(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && RETRY_LATER_CODES.has(code);
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, transport, from, log, intervalMs = 5000, batchSize = 10 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let stopping = false;
  let unsubscribe: (() => void) | undefined;

  /**
   * One transaction per batch: the rows stay locked while they are sent, and SKIP LOCKED lets
   * another process take the next ones, so no mail goes out twice.
   */
  async function sendBatch(tx: DbOrTx): Promise<{ sent: number; more: boolean }> {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      const mail = { from, to: row.recipient, subject: row.subject };
      try {
        await transport.sendMail({ ...mail, text: row.textBody, html: row.htmlBody });
      } catch (error) {
        if (isTemporary(error)) {
          log.warn({ err: error, mailId: row.id }, 'mail not sent, retrying later');
          return { sent, more: false };
        }
        log.error({ err: error, mailId: row.id }, 'mail refused');
        await tx
          .update(mailOutbox)
          .set({ error: errorText(error) })
          .where(eq(mailOutbox.id, row.id));
        continue;
      }
      await tx.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      sent += 1;
    }
    return { sent, more: rows.length === batchSize };
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sent, more } = await db.transaction(sendBatch);
      total += sent;
      if (!more || stopping) return total;
    }
  }

  function schedule(delay: number): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail dispatch failed');
    }
    schedule(intervalMs);
  }

  function runOnce(): Promise<number> {
    if (running) {
      // A mail queued while a run is under way may have been committed after its select.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let total = await drain();
        while (again && !stopping) {
          again = false;
          total += await drain();
        }
        return total;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      unsubscribe = onMailQueued(() => schedule(0));
      schedule(0);
    },
    runOnce,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running?.catch(() => 0);
      started = false;
      transport.close?.();
    },
  };
}
