import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { cookieName } from '../../http/cookie-names';
import { markPersonal } from '../../http/personal-replies';

export const SESSION_COOKIE = 'spesa_session';

/** The session cookie's token; reading it makes the reply personal (never cached). */
export function sessionToken(request: FastifyRequest): string | undefined {
  markPersonal(request);
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(cookieName(SESSION_COOKIE, config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionTtlHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(SESSION_COOKIE, config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}
