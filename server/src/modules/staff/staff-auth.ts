import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { staffSessionToken } from './staff-session-cookie';
import { findSessionStaff } from './staff-session-repository';
import { storeIdsOf } from './staff-stores-repository';

/** Who is acting on a staff endpoint. `storeIds` lists an operator's stores; an ADMIN reaches every store. */
export interface StaffPrincipal {
  staffId: number;
  role: 'OPERATOR' | 'ADMIN';
  storeIds: number[];
}

/**
 * The staff member behind the `spesa_staff` cookie, or 401. Only that cookie is read: a
 * shopper's session never authenticates here.
 */
export async function authenticateStaff(
  request: FastifyRequest,
  db: DbOrTx,
): Promise<StaffPrincipal> {
  const token = staffSessionToken(request);
  const found = token ? await findSessionStaff(db, token) : null;
  if (found === null) throw new AppError('UNAUTHORIZED');
  return { ...found, storeIds: await storeIdsOf(db, found.staffId) };
}

/** 403 unless the principal is an administrator or an operator of the store. */
export function requireStore(principal: StaffPrincipal, storeId: number): void {
  if (principal.role === 'ADMIN') return;
  if (!principal.storeIds.includes(storeId)) throw new AppError('FORBIDDEN');
}

/** 403 unless the principal is an administrator. */
export function requireAdmin(principal: StaffPrincipal): void {
  if (principal.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
