import type { DbOrTx } from '../db/client';
import { AppError } from '../http/app-error';
import { requestProfileDeletion as recordDeletionRequest } from '../modules/accounts';
import { hasOrderInProgress } from '../modules/orders';

/**
 * profiles/deleteRequest (spec 4): the account records the request, but only while the customer
 * has no shopping order in progress, which the orders know.
 */
export function requestProfileDeletion(tx: DbOrTx, userId: number): Promise<boolean> {
  return recordDeletionRequest(tx, userId, async (t, id) =>
    (await hasOrderInProgress(t, id)) ? new AppError('ORDER_IN_PROGRESS') : null,
  );
}
