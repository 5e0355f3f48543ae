import { eq } from 'drizzle-orm';
import { envelope, TokenLogin } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import {
  buildTestApp,
  insertTestUser,
  sessionCookieFor,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing';
import { expectError, expectUser, login } from '../../testing/accounts-helpers';
import { BEARER_REQUESTS } from './bearer-rate-limit';
import { markFailure, takeBackoffAttempt } from './backoff-counter';
import { takeAttempt } from './rate-limit';
import { LOGIN_BACKOFF } from './rate-limits';
import { tokenDigest } from './secret-token';
import { SESSION_COOKIE } from './session-cookie';
import { openSession } from './session-repository';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function tokenLogin(body: object, address?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/cli/profiles/login',
    payload: body,
    remoteAddress: address,
  });
}

/** A customer with a bearer token, opened directly: scrypt is for the login tests only. */
async function loggedIn(): Promise<{ token: string; id: number; email: string }> {
  const user = await insertTestUser(t.db.db);
  const { token } = await openSession(t.db.db, user.id, 1, 'BEARER');
  return { token, ...user };
}

/** scrypt (N=2^17) takes seconds on a busy machine: tests that hash get more time. */
const HASHING = 120_000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /cli/profiles/login (JSON, bearer token)', () => {
  it(
    'answers the user and a token, sets no cookie and is not cached',
    async () => {
      const user = await insertTestUser(t.db.db);
      const res = await tokenLogin({
        username: ` ${user.email.toUpperCase()}`,
        password: user.password,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = envelope(TokenLogin).parse(res.json());
      expect(data).toMatchObject({ id: String(user.id), email: user.email, tokenType: 'Bearer' });
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now() + 3_600_000);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Only the digest is stored, as a session of its own kind.
      const [row] = await t.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row).toMatchObject({ id: tokenDigest(data.token), kind: 'BEARER' });
    },
    HASHING,
  );

  it(
    'refuses a wrong password, a missing field and a pending account in the envelope',
    async () => {
      const user = await insertTestUser(t.db.db);
      const wrong = expectError(await tokenLogin({ username: user.email, password: 'x' }), 200, 33);
      expect(wrong.errorMessage).toBe('Credenziali errate');
      const bad = expectError(await tokenLogin({ username: user.email }), 400, 400);
      expect(bad.errors?.map((e) => e.field)).toEqual(['password']);
      const pending = await insertTestUser(t.db.db, { status: 'PENDING' });
      expectError(
        await tokenLogin({ username: pending.email, password: pending.password }),
        200,
        37,
      );
    },
    HASHING,
  );

  it(
    'shares the login limits with the Basic login',
    async () => {
      const user = await insertTestUser(t.db.db);
      // One real failure each way, then the rest of the pair's free failures the cheap way.
      expectError(await login(t, user.email, 'sbagliata'), 200, 33);
      expectError(await tokenLogin({ username: user.email, password: 'sbagliata' }), 200, 33);
      const pair = { account: user.email, address: '127.0.0.1' };
      for (let i = 2; i < LOGIN_BACKOFF.freeFailures; i++) {
        await takeBackoffAttempt(t.db.db, LOGIN_BACKOFF, pair);
        await markFailure(t.db.db, LOGIN_BACKOFF, pair);
      }
      // The failing address now waits even with the right password, whichever way it comes.
      const res = await tokenLogin({ username: user.email, password: user.password });
      expect(expectError(res, 429, 429).errorMessage).toBe('Troppe richieste, riprova più tardi');
      expectError(await login(t, user.email, user.password), 429, 429);
      // The owner from another address is never held up by them.
      expectUser(await tokenLogin({ username: user.email, password: user.password }, '10.9.8.7'));
    },
    HASHING,
  );
});

describe('Authorization: Bearer', () => {
  it('is accepted by the session check and by customer endpoints like the cookie', async () => {
    const { token, id } = await loggedIn();
    expect(expectUser(await get('/cli/profiles/login', bearer(token))).id).toBe(String(id));
    const carts = await get('/cli/ecommerce/carts/open', bearer(token));
    expect(carts.statusCode, carts.body).toBe(200);
    expect(carts.json()).toEqual({ responseCode: 0, data: [] });
  });

  it('answers 401 in the envelope for an unknown, malformed or expired token', async () => {
    const { token, id } = await loggedIn();
    for (const header of ['Bearer ' + 'x'.repeat(43), 'Bearer not a token', 'Bearer']) {
      const res = await get('/cli/ecommerce/carts/open', { authorization: header });
      expect(expectError(res, 401, 401).errorMessage).toBe('Sessione scaduta');
    }
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expectError(await get('/cli/ecommerce/carts/open', bearer(token)), 401, 401);
    expectError(await get('/cli/profiles/login', bearer(token)), 401, 401);
  });

  it('is never a cookie: a token in the cookie and a cookie session as bearer are refused', async () => {
    const { token, id } = await loggedIn();
    const asCookie = { cookie: `${SESSION_COOKIE}=${token}` };
    expectError(await get('/cli/ecommerce/carts/open', asCookie), 401, 401);
    const cookieSession = (await sessionCookieFor(t.db.db, id)).split('=')[1] ?? '';
    expectError(await get('/cli/ecommerce/carts/open', bearer(cookieSession)), 401, 401);
  });

  it('logout with the token revokes it and leaves the cookie session alone', async () => {
    const { token, id } = await loggedIn();
    const cookie = await sessionCookieFor(t.db.db, id);
    const out = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeUndefined();
    expectError(await get('/cli/ecommerce/carts/open', bearer(token)), 401, 401);
    expect((await get('/cli/ecommerce/carts/open', { cookie })).statusCode).toBe(200);
  });

  it('logout with a cookie session’s token as bearer revokes nothing, as for an unknown token (issue 25)', async () => {
    const { id } = await loggedIn();
    const cookie = await sessionCookieFor(t.db.db, id);
    const cookieToken = cookie.split('=')[1] ?? '';
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers });
    const unknown = await logout(bearer('x'.repeat(43)));
    const out = await logout(bearer(cookieToken));
    expect(out.statusCode).toBe(unknown.statusCode);
    expect(out.body).toBe(unknown.body);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await get('/cli/ecommerce/carts/open', { cookie })).statusCode).toBe(200);
  });

  it(
    'a token sent as the session cookie is never revoked by a cookie logout or login (issue 25)',
    async () => {
      const { token, email } = await loggedIn();
      const asCookie = `${SESSION_COOKIE}=${token}`;
      const out = await t.app.inject({
        method: 'POST',
        url: '/cli/profiles/logout',
        headers: { cookie: asCookie },
      });
      expect(out.statusCode).toBe(200);
      expectUser(await login(t, email, TEST_PASSWORD, { cookie: asCookie }));
      expect((await get('/cli/ecommerce/carts/open', bearer(token))).statusCode).toBe(200);
    },
    HASHING,
  );

  it('is rate limited per token', async () => {
    const { token } = await loggedIn();
    const other = await loggedIn();
    await Promise.all(
      Array.from({ length: BEARER_REQUESTS.limit }, () =>
        takeAttempt(t.db.db, BEARER_REQUESTS, token),
      ),
    );
    expectError(await get('/cli/ecommerce/carts/open', bearer(token)), 429, 429);
    expect((await get('/cli/ecommerce/carts/open', bearer(other.token))).statusCode).toBe(200);
  });

  it(
    'a password change by token answers a fresh token, ends the old one and sets no cookie',
    async () => {
      const { token } = await loggedIn();
      const res = await t.app.inject({
        method: 'POST',
        url: '/cli/profiles/password/change',
        headers: bearer(token),
        payload: { oldPassword: 'Prova-2026!', newPassword: 'Nuova-Password-2026!' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const fresh = (res.json() as { data: { token: string } }).data.token;
      expectError(await get('/cli/ecommerce/carts/open', bearer(token)), 401, 401);
      expect((await get('/cli/ecommerce/carts/open', bearer(fresh))).statusCode).toBe(200);
    },
    HASHING,
  );

  it('keeps CORS closed: a foreign origin gets no allow-origin header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/cli/profiles/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
