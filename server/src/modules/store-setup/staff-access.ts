import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authenticateStaff, requireStore, type StaffPrincipal } from '../staff';

/**
 * The staff member acting on a store: 401 without a staff session (a shopper's cookie is not
 * one), 403 for an operator of other stores, 404 for a store that does not exist.
 */
export async function staffForStore(
  request: FastifyRequest,
  db: DbOrTx,
  storeId: number,
): Promise<StaffPrincipal> {
  const principal = await authenticateStaff(request, db);
  requireStore(principal, storeId);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return principal;
}
