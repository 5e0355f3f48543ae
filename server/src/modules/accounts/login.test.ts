import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyCards, sessions, shippingAddresses, stores } from '../../db/schema';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import {
  expectError,
  expectUser,
  login,
  send,
  sessionCheck,
  sessionCookieOf,
} from '../../testing/accounts-helpers';
import { hashPassword } from './password-hash';
import { SESSION_COOKIE } from './session-cookie';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function userWithCardAndAddress() {
  const code = `02${String(randomInt(10 ** 10)).padStart(11, '0')}`;
  await t.db.db.insert(loyaltyCards).values({
    code,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1990-05-17',
  });
  const [store] = await t.db.db.select({ id: stores.id }).from(stores).limit(1);
  const user = await insertTestUser(t.db.db, { cardCode: code, defaultStoreId: store?.id ?? null });
  const address = {
    address: 'Via Roma',
    streetNumber: '1',
    city: 'Bologna',
    cityId: '037006',
    county: 'Bologna',
    countyId: '037',
    state: 'Emilia-Romagna',
    zip: '40121',
    nation: 'Italia',
    nationId: 'IT',
  };
  await t.db.db.insert(shippingAddresses).values([
    { ...address, userId: user.id, fromRemote: true },
    { ...address, address: 'Via Indipendenza', userId: user.id, fromRemote: false },
  ]);
  return { user, code, storeId: store?.id ?? null };
}

describe('GET /cli/profiles/login with Basic credentials', () => {
  it('logs in, sets an HttpOnly SameSite=Lax session cookie and answers the contract User', async () => {
    const { user, code, storeId } = await userWithCardAndAddress();
    // The e-mail is matched lower-cased and trimmed.
    const res = await login(t, `  ${user.email.toUpperCase()} `, user.password);
    const body = expectUser(res);
    expect(body).toMatchObject({
      id: String(user.id),
      username: user.email,
      email: user.email,
      firstName: 'Giulia',
      cards: [{ code, principal: true, enabled: true }],
      defaultStore: storeId === null ? null : { id: String(storeId) },
      address: { address: 'Via Roma', fromRemote: true, zip: '40121' },
      accept1: true,
      language: 'it',
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The cookie opens the session: the check answers the same user.
    expect(expectUser(await sessionCheck(t, sessionCookieOf(res))).id).toBe(String(user.id));
  });

  it('reads the credentials as UTF-8', async () => {
    const password = 'Pàssword-è€2026';
    const user = await insertTestUser(t.db.db, { passwordHash: await hashPassword(password) });
    expectUser(await login(t, user.email, password));
  });

  it("answers a wrong password and an unknown e-mail alike: 'Credenziali errate'", async () => {
    const user = await insertTestUser(t.db.db);
    const wrong = await login(t, user.email, 'Sbagliata-2026');
    const unknown = await login(t, 'nessuno@example.it', user.password);
    for (const res of [wrong, unknown]) {
      expect(expectError(res, 200, 33).message).toBe('Credenziali errate');
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('refuses an Authorization header that is not Basic credentials', async () => {
    for (const authorization of ['Bearer abc', 'Basic !!!', `Basic ${btoa('senza-due-punti')}`]) {
      const res = await t.app.inject({ url: '/cli/profiles/login', headers: { authorization } });
      expectError(res, 200, 33);
    }
  });

  it('refuses an account not yet activated, with a clear message', async () => {
    const user = await insertTestUser(t.db.db, { status: 'PENDING', activatedAt: null });
    const res = await login(t, user.email, user.password);
    const body = expectError(res, 200, 37);
    expect(body.message).toBe(
      'Profilo non ancora attivato: apri il link che ti abbiamo inviato per e-mail',
    );
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('opens a new session at login and ends the one the old cookie named', async () => {
    const user = await insertTestUser(t.db.db);
    const before = await sessionCookieFor(t.db.db, user.id);
    const res = await login(t, user.email, user.password, { cookie: before });
    const after = sessionCookieOf(res);
    expect(after).not.toBe(before);
    expectError(await sessionCheck(t, before), 401, 401);
    expect(expectUser(await sessionCheck(t, after)).id).toBe(String(user.id));
  });
});

describe('GET /cli/profiles/login without credentials (session check)', () => {
  it('answers 401 without a cookie', async () => {
    const body = expectError(await sessionCheck(t), 401, 401);
    expect(body.data).toBeNull();
  });

  it('answers 401 for an unknown token and drops the cookie', async () => {
    const res = await sessionCheck(t, `${SESSION_COOKIE}=not-a-session`);
    expectError(res, 401, 401);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('answers 401 once the session has expired', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    expectUser(await sessionCheck(t, cookie));
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expectError(await sessionCheck(t, cookie), 401, 401);
  });
});

describe('POST /cli/profiles/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const res = await send(t, 'POST', '/cli/profiles/logout', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseCode: 0, data: null });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expectError(await sessionCheck(t, cookie), 401, 401);
    const left = await t.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('answers success without a session too', async () => {
    const res = await send(t, 'POST', '/cli/profiles/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseCode: 0, data: null });
  });
});

describe('session cookie behind HTTPS', () => {
  it('is Secure when PUBLIC_ORIGIN is https', async () => {
    const https = await buildTestApp({ PUBLIC_ORIGIN: 'https://spesa.example.it' });
    try {
      const user = await insertTestUser(https.db.db);
      const res = await login(https, user.email, user.password);
      expectUser(res);
      // On https the name carries the __Host- prefix: Secure, Path=/ and no Domain, enforced.
      const cookie = res.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    } finally {
      await https.close();
    }
  });
});
