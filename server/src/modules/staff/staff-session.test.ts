import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { envelope, StaffSession, withReplyId } from '@spesa/contracts';
import { auditLog, staffSessions, stores } from '../../db/schema';
import {
  buildTestApp,
  insertTestStaff,
  insertTestUser,
  sessionCookieFor,
  staffCookieFor,
  type TestApp,
} from '../../testing';
import { expectError, login as shopperLogin } from '../../testing/accounts-helpers';
import { takeBackoffAttempt } from '../accounts/backoff-counter';
import { takeAttempt } from '../accounts/rate-limit';
import { LOGIN_BACKOFF, type BackoffRule } from '../accounts/rate-limits';
import { STAFF_COOKIE } from './staff-session-cookie';
import { STAFF_LOGIN_ACCOUNTS_PER_ADDRESS, STAFF_LOGIN_BACKOFF } from './staff-rate-limits';

let t: TestApp;
let mazzini: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [first] = await t.db.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id));
  mazzini = first!.id;
});
afterAll(() => t?.close());

function staffLogin(
  email: string,
  password: string,
  opts: { cookie?: string; address?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/cli/staff/login',
    payload: { email, password },
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.address,
  });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function sessionOf(res: LightMyRequestResponse): StaffSession {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(StaffSession).parse(res.json()).data;
}

function staffCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  expect(cookie, 'staff cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return `${STAFF_COOKIE}=${cookie!.value}`;
}

describe('staff login, session and logout', () => {
  it('logs the seeded operator and administrator in with the demo password', async () => {
    const operator = sessionOf(await staffLogin('operatore@spesa.it', 'Spesa-2026'));
    const all = await t.db.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .orderBy(asc(stores.id));
    expect(operator).toMatchObject({
      email: 'operatore@spesa.it',
      role: 'OPERATOR',
      stores: all.map(withReplyId),
    });
    const admin = sessionOf(await staffLogin(' Admin@Spesa.it ', 'Spesa-2026'));
    expect(admin).toMatchObject({
      email: 'admin@spesa.it',
      role: 'ADMIN',
      stores: all.map(withReplyId),
    });
  });

  it('opens a session read by GET /cli/staff/session and ended by logout', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'OPERATOR', storeIds: [mazzini] });
    const res = await staffLogin(member.email, member.password);
    const logged = sessionOf(res);
    expect(logged).toMatchObject({
      id: String(member.id),
      role: 'OPERATOR',
      stores: [{ id: String(mazzini) }],
    });
    const cookie = staffCookieOf(res);
    expect(sessionOf(await get('/cli/staff/session', cookie))).toEqual(logged);

    const out = await t.app.inject({
      method: 'POST',
      url: '/cli/staff/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expectError(await get('/cli/staff/session', cookie), 401, 401);
    const actions = await t.db.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(member.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['STAFF_LOGIN', 'STAFF_LOGOUT']);
  });

  it('opens a new session at every login and ends the one the old cookie named', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'ADMIN' });
    const before = await staffCookieFor(t.db.db, member.id);
    const res = await staffLogin(member.email, member.password, { cookie: before });
    expect(staffCookieOf(res)).not.toBe(before);
    expectError(await get('/cli/staff/session', before), 401, 401);
    const rows = await t.db.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(staffCookieOf(res).split('=')[1]);
  });

  it('answers 33 to a wrong password, an unknown e-mail and a disabled account alike', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'OPERATOR' });
    const disabled = await insertTestStaff(t.db.db, { role: 'ADMIN', enabled: false });
    for (const res of [
      await staffLogin(member.email, 'Sbagliata-2026'),
      await staffLogin('nessuno@example.it', member.password),
      await staffLogin(disabled.email, disabled.password),
    ]) {
      expect(expectError(res, 200, 33).message).toBe('Credenziali errate');
      expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
    }
    expectError(await staffLogin('non-una-mail', 'x'), 400, 400);
  });
});

describe('staff and shoppers never cross', () => {
  it('a staff session is not a shopper session, not even under the shopper’s cookie name', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'ADMIN' });
    const cookie = await staffCookieFor(t.db.db, member.id);
    expectError(await get('/cli/ecommerce/orders', cookie), 401, 401);
    expectError(await get('/cli/profiles/login', cookie), 401, 401);
    expectError(await get('/cli/ecommerce/cart/current', cookie), 401, 401);
    const token = cookie.split('=')[1];
    expectError(await get('/cli/ecommerce/orders', `spesa_session=${token}`), 401, 401);
  });

  it('a shopper session is not a staff session, not even under the staff cookie name', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    expectError(await get('/cli/staff/session', cookie), 401, 401);
    expectError(await get(`/cli/staff/stores/${mazzini}/orders`, cookie), 401, 401);
    expectError(await get('/cli/staff/orders/1', cookie), 401, 401);
    const token = cookie.split('=')[1];
    expectError(await get('/cli/staff/session', `${STAFF_COOKIE}=${token}`), 401, 401);
    // A customer's credentials do not open the staff login either.
    expectError(await staffLogin(user.email, user.password), 200, 33);
  });
});

describe('staff login throttling', () => {
  const A = '203.0.113.9';
  const B = '203.0.113.10';

  /** Failed tries of a pair, the cheap way, without hashing a password each time. */
  async function fail(rule: BackoffRule, account: string, address: string, times: number) {
    for (let i = 0; i < times; i++) {
      await takeBackoffAttempt(t.db.db, rule, { account, address });
    }
  }

  it('slows the failing address with 429 before any check; the owner elsewhere logs in', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'OPERATOR' });
    await fail(STAFF_LOGIN_BACKOFF, member.email, A, STAFF_LOGIN_BACKOFF.freeFailures - 1);
    expectError(await staffLogin(member.email, 'Sbagliata-2026', { address: A }), 200, 33);
    const body = expectError(
      await staffLogin(member.email, member.password, { address: A }),
      429,
      429,
    );
    expect(body.message).toBe('Troppe richieste, riprova più tardi');
    sessionOf(await staffLogin(member.email, member.password, { address: B }));
  });

  it('limits one address trying many accounts', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'OPERATOR' });
    for (let i = 0; i < STAFF_LOGIN_ACCOUNTS_PER_ADDRESS.limit; i++) {
      await takeAttempt(t.db.db, STAFF_LOGIN_ACCOUNTS_PER_ADDRESS, '192.0.2.9');
    }
    expectError(
      await staffLogin(member.email, member.password, { address: '192.0.2.9' }),
      429,
      429,
    );
    sessionOf(await staffLogin(member.email, member.password, { address: B }));
  });

  it('keeps its counters apart from the shoppers’ login', async () => {
    const email = `shared-${Date.now()}@example.it`;
    const member = await insertTestStaff(t.db.db, { role: 'OPERATOR', email });
    const user = await insertTestUser(t.db.db, { email });
    await fail(LOGIN_BACKOFF, email, A, LOGIN_BACKOFF.freeFailures);
    expectError(await shopperLogin(t, email, user.password, { address: A }), 429, 429);
    sessionOf(await staffLogin(member.email, member.password, { address: A }));
  });
});
