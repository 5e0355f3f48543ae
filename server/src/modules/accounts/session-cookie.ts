import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { cookieName } from '../../http/cookie-names';

export const SESSION_COOKIE = 'spesa_session';

export function sessionToken(request: FastifyRequest): string | undefined {
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
