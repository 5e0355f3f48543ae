import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { cookieName } from '../../http/cookie-names';
import { markPersonal } from '../../http/personal-replies';

/** Its own cookie, so a shopper's `spesa_session` is never read as a staff login, nor this one as a shopper's. */
export const STAFF_COOKIE = 'spesa_staff';
/** A working shift and some margin: a tablet left in the aisle does not stay logged in for days. */
export const STAFF_SESSION_HOURS = 12;

/** The staff cookie's token; reading it makes the reply personal (never cached). */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  markPersonal(request);
  const value = request.cookies[STAFF_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

export function setStaffCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(cookieName(STAFF_COOKIE, config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
}

export function clearStaffCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(STAFF_COOKIE, config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}
