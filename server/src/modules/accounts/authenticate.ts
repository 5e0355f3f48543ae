import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sessionToken } from './session-cookie';
import { findSessionUser } from './session-repository';

/**
 * The id of the logged-in customer, or 401. Every route that reads or changes a customer's data
 * takes the id from here, never from the request body, so nobody reaches another user's data.
 */
export async function authenticate(request: FastifyRequest, db: DbOrTx): Promise<number> {
  const token = sessionToken(request);
  const userId = token ? await findSessionUser(db, token) : null;
  if (userId === null) throw new AppError('UNAUTHORIZED');
  return userId;
}
