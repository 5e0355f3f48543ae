import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { BEARER_REQUESTS } from './bearer-rate-limit';
import { requireAttempts } from './rate-limit';
import { requestCredential, type Credential } from './request-credential';
import { findSessionUser } from './session-repository';

export interface ResolvedSession extends Credential {
  userId: number;
}

/**
 * The one place where a request's session is resolved, from the session cookie or from an
 * `Authorization: Bearer` token alike. Null when there is none, it is unknown, revoked or
 * expired. A bearer request counts against its token's rate limit (429 over it).
 */
export async function resolveSession(
  request: FastifyRequest,
  db: DbOrTx,
): Promise<ResolvedSession | null> {
  const credential = requestCredential(request);
  if (!credential) return null;
  const userId = await findSessionUser(db, credential.token, credential.kind);
  if (userId === null) return null;
  if (credential.kind === 'BEARER') {
    await requireAttempts(db, [[BEARER_REQUESTS, credential.token]]);
  }
  return { ...credential, userId };
}

/**
 * The id of the logged-in customer, or 401. Every route that reads or changes a customer's data
 * takes the id from here, never from the request body, so nobody reaches another user's data.
 */
export async function authenticate(request: FastifyRequest, db: DbOrTx): Promise<number> {
  const session = await resolveSession(request, db);
  if (!session) throw new AppError('UNAUTHORIZED');
  return session.userId;
}
