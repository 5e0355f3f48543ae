import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { deleteStaleTokens } from './account-tokens';
import { deleteStaleCounters } from './rate-limit';
import { deleteExpiredSessions } from './session-repository';

const HOUR_MS = 3_600_000;

/** Removes expired sessions, old mailed-link tokens and stale rate-limit counters. */
export async function cleanUpAccounts(db: DbOrTx): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteStaleTokens(db);
  await deleteStaleCounters(db);
}

/**
 * Runs the clean-up at start and then hourly; every process may run it, the deletes are
 * idempotent. Returns the function that stops it.
 */
export function startAccountsHousekeeping(
  db: DbOrTx,
  log: Pick<FastifyBaseLogger, 'warn'>,
  intervalMs = HOUR_MS,
): () => void {
  const run = () =>
    cleanUpAccounts(db).catch((err: unknown) => log.warn({ err }, 'accounts clean-up failed'));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
