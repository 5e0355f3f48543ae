import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../routes';
import { basicCredentials } from './basic-credentials';
import { checkLogin } from './login-service';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  sessionToken,
  setSessionCookie,
} from './session-cookie';
import { createSession, deleteSession, findSessionUser } from './session-repository';
import { findUserById } from './user-repository';

/** Spec 7: GET /cli/profiles/login logs in with Basic credentials, or checks the session. */
export async function sessionRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<User> {
    const token = sessionToken(request);
    const userId = token ? await findSessionUser(db, token) : null;
    const user = userId === null ? null : await findUserById(db, userId);
    if (user) return user;
    // A cookie naming no live session is dropped, so the browser stops sending it.
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, config);
    throw new AppError('UNAUTHORIZED');
  }

  app.get('/profiles/login', async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials === undefined) return ok(await sessionUser(request, reply));

    const userId = await checkLogin(db, credentials, request.ip);
    // A new session at every login: a token planted before login never becomes a session.
    const { token, user } = await db.transaction(async (tx) => {
      const previous = sessionToken(request);
      if (previous) await deleteSession(tx, previous);
      return {
        token: await createSession(tx, userId, config.sessionTtlHours),
        user: await findUserById(tx, userId),
      };
    });
    if (!user) throw new AppError('PROFILE_NOT_FOUND');
    setSessionCookie(reply, token, config);
    return ok(user);
  });

  app.post('/profiles/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
    return ok(null);
  });
}
