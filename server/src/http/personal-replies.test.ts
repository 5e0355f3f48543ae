import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertTestStaff,
  insertTestUser,
  sessionCookieFor,
  staffCookieFor,
  TEST_PASSWORD,
  type TestApp,
} from '../testing';

/** Issue 25, item 10c: a reply about one person is never kept by a browser or a proxy. */

let t: TestApp;
let cookie: string;
let bearer: string;
let staffCookie: string;

const PRIVATE = 'private, no-store';

beforeAll(async () => {
  t = await buildTestApp();
  const user = await insertTestUser(t.db.db);
  cookie = await sessionCookieFor(t.db.db, user.id);
  const login = await t.app.inject({
    method: 'POST',
    url: '/cli/profiles/login',
    payload: { username: user.email, password: TEST_PASSWORD },
  });
  bearer = (login.json() as { data: { token: string } }).data.token;
  const staff = await insertTestStaff(t.db.db, { role: 'ADMIN' });
  staffCookie = await staffCookieFor(t.db.db, staff.id);
});
afterAll(() => t?.close());

const personal = [
  '/cli/profiles/login',
  '/cli/ecommerce/cart/current',
  '/cli/ecommerce/carts/open',
  '/cli/ecommerce/orders',
  '/cli/profiles/addresses',
  '/cli/profiles/billing/addresses',
  '/cli/pay/paymentmethod',
  '/cli/slists',
  '/cli/slists/products/favorite/all',
];

describe('Cache-Control on personal replies', () => {
  it('every reply of a customer’s session, by cookie or by token, is private, no-store', async () => {
    for (const url of personal) {
      for (const headers of [{ cookie }, { authorization: `Bearer ${bearer}` }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        expect(res.headers['cache-control'], url).toBe(PRIVATE);
      }
    }
  });

  it('so is the refusal of a personal route without a session', async () => {
    for (const url of personal.slice(1)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('the staff’s replies too', async () => {
    for (const url of ['/cli/staff/session', '/cli/staff/orders/999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: staffCookie } });
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('the token login and the logout', async () => {
    const user = await insertTestUser(t.db.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PRIVATE);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/logout',
      headers: { cookie },
    });
    expect(logout.headers['cache-control']).toBe(PRIVATE);
  });

  it('public catalogue replies keep their shared caching, with a session or without', async () => {
    for (const headers of [{}, { cookie }]) {
      const res = await t.app.inject({ method: 'GET', url: '/cli/categories', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });
});
