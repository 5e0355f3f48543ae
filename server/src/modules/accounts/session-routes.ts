import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenLogin, TokenLoginRequest, User } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { resolveSession } from './authenticate';
import { basicCredentials } from './basic-credentials';
import { checkLogin } from './login-service';
import { requestCredential } from './request-credential';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  sessionToken,
  setSessionCookie,
} from './session-cookie';
import { createSession, deleteSession, openSession } from './session-repository';
import { findUserById } from './user-repository';
import { parsed, type RouteApp } from '../../http/route-schema';

/**
 * Spec 7: GET /cli/profiles/login logs in with Basic credentials, or checks the session.
 * Issue 18: POST logs a program in with JSON and answers a bearer token, never a cookie.
 */
export async function sessionRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<User> {
    const session = await resolveSession(request, db);
    const user = session ? await findUserById(db, session.userId) : null;
    if (user) return user;
    // A cookie naming no live session is dropped, so the browser stops sending it.
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, config);
    throw new AppError('UNAUTHORIZED');
  }

  app.get(
    '/profiles/login',
    {
      schema: {
        tag: 'Account',
        summary:
          'Log in with Basic credentials (web app: sets the session cookie), or check the session',
        auth: 'public',
        data: User,
      },
    },
    async (request, reply) => {
      const { authorization } = request.headers;
      // No Authorization, or a well-formed Bearer token: the session check, 401 when none.
      // Anything else is a login attempt, and one that cannot be Basic credentials is code 33.
      if (authorization === undefined || requestCredential(request)?.kind === 'BEARER') {
        return ok(await sessionUser(request, reply));
      }

      const userId = await checkLogin(db, basicCredentials(authorization) ?? null, request.ip);
      // A new session at every login: a token planted before login never becomes a session.
      const { token, user } = await db.transaction(async (tx) => {
        const previous = sessionToken(request);
        if (previous) await deleteSession(tx, previous, 'COOKIE');
        return {
          token: await createSession(tx, userId, config.sessionTtlHours),
          user: await findUserById(tx, userId),
        };
      });
      if (!user) throw new AppError('PROFILE_NOT_FOUND');
      setSessionCookie(reply, token, config);
      return ok(user);
    },
  );

  // The same login service as the Basic login: the same limits, lockouts and refusals.
  app.post(
    '/profiles/login',
    {
      schema: {
        tag: 'Account',
        summary: 'Log in with JSON and get a bearer token',
        description:
          'Never sets a cookie. The same limits as the Basic login: 10 failed attempts per account and 50 per address in 15 minutes (429).',
        auth: 'public',
        body: TokenLoginRequest,
        data: TokenLogin,
      },
    },
    async (request) => {
      const { username, password } = parsed(request, 'body');
      const userId = await checkLogin(db, { email: username, password }, request.ip);
      const { session, user } = await db.transaction(async (tx) => ({
        session: await openSession(tx, userId, config.sessionTtlHours, 'BEARER'),
        user: await findUserById(tx, userId),
      }));
      if (!user) throw new AppError('PROFILE_NOT_FOUND');
      const answer: TokenLogin = {
        ...user,
        token: session.token,
        tokenType: 'Bearer',
        expiresAt: session.expiresAt.toISOString(),
      };
      return ok(answer);
    },
  );

  app.post(
    '/profiles/logout',
    {
      schema: {
        tag: 'Account',
        summary: 'Log out: ends the cookie session, or revokes the bearer token sent',
        auth: 'public',
      },
    },
    async (request, reply) => {
      const credential = requestCredential(request);
      if (credential) await deleteSession(db, credential.token, credential.kind);
      // A bearer logout revokes its token and leaves any cookie of the same client alone.
      if (credential?.kind !== 'BEARER') clearSessionCookie(reply, config);
      return ok(null);
    },
  );
}
