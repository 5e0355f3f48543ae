import type { DbOrTx } from '../../db/client';
import { deleteOldHolds } from './slot-hold-repository';

/**
 * Issue 29's housekeeping: capacity never waits for this (an expired hold stops counting the
 * instant it expires); it only deletes rows lapsed more than a day ago, once the customer has
 * had the chance to be told.
 */
export async function cleanUpSlotHolds(db: DbOrTx): Promise<{ deleted: number }> {
  return { deleted: await deleteOldHolds(db) };
}
