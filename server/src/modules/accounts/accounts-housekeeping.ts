import type { DbOrTx } from '../../db/client';
import { deleteStaleTokens } from './account-tokens';
import { deleteStaleCounters } from './rate-limit';
import { deleteExpiredSessions } from './session-repository';

/**
 * Removes expired sessions, old mailed-link tokens and stale rate-limit counters: the job
 * `accounts-housekeeping` runs it at start and hourly. The deletes are idempotent.
 */
export async function cleanUpAccounts(db: DbOrTx): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteStaleTokens(db);
  await deleteStaleCounters(db);
}
