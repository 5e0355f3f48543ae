import type { FastifyRequest } from 'fastify';
import { markPersonal } from '../../http/personal-replies';
import { sessionToken } from './session-cookie';
import type { SessionKind } from './session-repository';

export interface Credential {
  kind: SessionKind;
  token: string;
}

/** Our tokens are 43 base64url characters; the bounds only keep junk out of the database. */
const BEARER = /^Bearer[ ]+([A-Za-z0-9_-]{16,100})[ ]*$/i;

export function isBearerHeader(header: string): boolean {
  return /^Bearer\b/i.test(header);
}

/**
 * What a request presents to prove who it is: `Authorization: Bearer <token>` (other programs)
 * or else the session cookie (the web app). Undefined when it presents neither; null when the
 * Bearer header is malformed, which is refused rather than read as "no token".
 * A Basic header is the login itself, not a credential for other calls.
 */
export function requestCredential(request: FastifyRequest): Credential | null | undefined {
  markPersonal(request);
  const header = request.headers.authorization;
  if (header !== undefined && isBearerHeader(header)) {
    const token = BEARER.exec(header)?.[1];
    return token ? { kind: 'BEARER', token } : null;
  }
  const cookie = sessionToken(request);
  return cookie ? { kind: 'COOKIE', token: cookie } : undefined;
}
