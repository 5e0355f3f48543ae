import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertTestStaff,
  insertTestUser,
  sessionCookieFor,
  staffCookieFor,
  type TestApp,
} from '../testing';
import { basicAuth } from '../testing/accounts-helpers';
import { tileSource } from './security-headers';

let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  http = await buildTestApp({ MAP_TILE_URL: 'none', OUTBOX_PAGE: 'loopback' });
  https = await buildTestApp({
    PUBLIC_ORIGIN: 'https://spesa.example.it',
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
});

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

describe('browser security headers (issue 13, finding 10)', () => {
  it('sends a strict CSP, no framing, no sniffing and a referrer policy on every answer', async () => {
    for (const url of ['/cli/configuration/web', '/app/', '/app/stores']) {
      const res = await get(http, url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('img-src')).toBe("'self' data:");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('on an https shop adds HSTS and lets the map tiles in from their origin', async () => {
    const res = await get(https, '/cli/configuration/web');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toBe("'self' data: https://*.tiles.example.org");
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('leaves the server-rendered pages their own policy', async () => {
    const outbox = await get(http, '/outbox');
    expect(outbox.headers['content-security-policy']).toBe(
      "script-src 'none'; object-src 'none'; frame-ancestors 'none'",
    );
    const boarding = await get(http, '/cli/pay/sandbox/boarding/brd_unknown0000000');
    expect(boarding.statusCode).toBe(404);
    expect(boarding.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src/);
    // Never sent to another site, yet the page's own form post keeps its Origin (cross-site guard).
    expect(boarding.headers['referrer-policy']).toBe('same-origin');
  });

  it('turns a tile template into a CSP source', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org:8443',
    );
    expect(tileSource(null)).toBeNull();
  });
});

describe('__Host- cookies on an https shop', () => {
  it('sets the shopper session as __Host-spesa_session and reads only that name', async () => {
    const user = await insertTestUser(https.db.db);
    const res = await https.app.inject({
      method: 'GET',
      url: '/cli/profiles/login',
      headers: { authorization: basicAuth(user.email, user.password) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-spesa_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'spesa_session')).toBeUndefined();

    const token = (await sessionCookieFor(https.db.db, user.id)).split('=')[1];
    expect(
      (await get(https, '/cli/profiles/login', `__Host-spesa_session=${token}`)).statusCode,
    ).toBe(200);
    // A bare cookie (one a sibling subdomain could plant) opens nothing.
    expect((await get(https, '/cli/profiles/login', `spesa_session=${token}`)).statusCode).toBe(
      401,
    );
    const out = await https.app.inject({
      method: 'POST',
      url: '/cli/profiles/logout',
      headers: { cookie: `__Host-spesa_session=${token}` },
    });
    expect(out.cookies.find((c) => c.name === '__Host-spesa_session')?.value).toBe('');
  });

  it('sets the staff session as __Host-spesa_staff and reads only that name', async () => {
    const member = await insertTestStaff(https.db.db, { role: 'ADMIN' });
    const res = await https.app.inject({
      method: 'POST',
      url: '/cli/staff/login',
      payload: { email: member.email, password: member.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-spesa_staff');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    const token = (await staffCookieFor(https.db.db, member.id)).split('=')[1];
    expect((await get(https, '/cli/staff/session', `__Host-spesa_staff=${token}`)).statusCode).toBe(
      200,
    );
    expect((await get(https, '/cli/staff/session', `spesa_staff=${token}`)).statusCode).toBe(401);
  });

  it('keeps the bare names on plain http (development)', async () => {
    const user = await insertTestUser(http.db.db);
    const cookie = await sessionCookieFor(http.db.db, user.id);
    expect(cookie).toMatch(/^spesa_session=/);
    expect((await get(http, '/cli/profiles/login', cookie)).statusCode).toBe(200);
  });
});
