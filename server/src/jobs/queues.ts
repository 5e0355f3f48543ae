import type PgBoss from 'pg-boss';

/** pg-boss keeps its tables in this schema, beside the shop's own (public). */
export const JOB_SCHEMA = 'pgboss';

export const MAIL_SEND = 'mail-send';
export const MAIL_SWEEP = 'mail-sweep';
export const PAYMENTS_RECONCILE = 'payments-reconcile';
export const ACCOUNTS_HOUSEKEEPING = 'accounts-housekeeping';
export const SEARCH_PURCHASES = 'search-purchase-counts';
export const SLOT_HOLDS_HOUSEKEEPING = 'slot-holds-housekeeping';
export const CARD_HOLDS_RENEW = 'card-holds-renew';

export type QueueName =
  | typeof MAIL_SEND
  | typeof MAIL_SWEEP
  | typeof PAYMENTS_RECONCILE
  | typeof ACCOUNTS_HOUSEKEEPING
  | typeof SEARCH_PURCHASES
  | typeof SLOT_HOLDS_HOUSEKEEPING
  | typeof CARD_HOLDS_RENEW;

export interface QueueDefinition {
  name: QueueName;
  /** 'stately': at most one job waiting and one running, whichever process runs it. */
  policy: 'standard' | 'stately';
  retryLimit: number;
  /** Seconds before the first retry; with backoff each retry waits about twice as long. */
  retryDelay: number;
  retryBackoff: boolean;
  /**
   * A job running longer than this is failed (and retried): also how long the job of a process
   * that died (kill -9, power loss) stays taken before another process runs it.
   */
  expireInSeconds: number;
  /** Cron (UTC) for the periodic ones. */
  cron?: string;
}

export const QUEUES: readonly QueueDefinition[] = [
  // 30 s, 1 min, 2 min, ... : a mail server down for most of a day still gets every mail.
  {
    name: MAIL_SEND,
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // Outbox rows whose job was lost (failed for good, dropped) are given a new one.
  {
    name: MAIL_SWEEP,
    policy: 'stately',
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 300,
    cron: '*/10 * * * *',
  },
  {
    name: PAYMENTS_RECONCILE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    cron: '* * * * *',
  },
  {
    name: ACCOUNTS_HOUSEKEEPING,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    cron: '17 * * * *',
  },
  // What shoppers buy, for the search's ranking (issue 27.6): a slow signal, counted hourly.
  {
    name: SEARCH_PURCHASES,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    cron: '41 * * * *',
  },
  // Issue 29: slot holds lapsed more than a day ago (capacity never waits for this).
  {
    name: SLOT_HOLDS_HOUSEKEEPING,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    cron: '23 * * * *',
  },
  // Issue 29: card holds that lapse before their order's slot are authorised again, hourly.
  {
    name: CARD_HOLDS_RENEW,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    cron: '53 * * * *',
  },
];

/**
 * Test timings (SPESA_FAST_JOBS, never in production): a dead process's job is taken back after
 * 2 s, and retried after 1 s, so a kill -9 test ends in seconds.
 */
export function fastQueue(q: QueueDefinition): QueueDefinition {
  return { ...q, retryDelay: 1, expireInSeconds: 2 };
}

export function queueOptions(q: QueueDefinition): PgBoss.Queue {
  const { name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds } = q;
  return { name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds };
}
