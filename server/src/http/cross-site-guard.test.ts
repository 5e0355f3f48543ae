import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing';
import { FIXTURE, setUpCartTest, type CartTest } from '../testing/cart-setup';
import { staffCookies, type StaffCookies } from '../testing/store-setup-helpers';

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

const file = (price: string) =>
  `barcode;price;available\n${FIXTURE.barcodes.mozzarella};${price};1\n`;

/** A real import of one price, with whatever browser headers the case needs. */
function importPrice(price: string, headers: Record<string, string>, type = 'text/csv') {
  return s.t.app.inject({
    method: 'POST',
    url: `/cli/staff/stores/${s.mazzini}/catalogue/import?dryRun=false`,
    payload: file(price),
    headers: { 'content-type': type, cookie: staff.operator, ...headers },
  });
}

async function listPrice(): Promise<number> {
  const res = await s.t.app.inject({
    url: `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.mozzarella}?store=${s.mazzini}`,
  });
  return (res.json() as { data: { price: number } }).data.price;
}

describe('state-changing requests from another site', () => {
  it('refuses a cross-site form post of a price change (403, code 43), changing nothing', async () => {
    const before = await listPrice();
    const evil = { origin: 'https://evil.example' };
    for (const res of [
      await importPrice('0,01', evil, 'text/plain'),
      await importPrice('0,01', evil),
      await importPrice('0,01', { referer: 'https://evil.example/form.html' }),
      await importPrice('0,01', { origin: 'null' }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ responseCode: 43 });
    }
    expect(await listPrice()).toBe(before);
  });

  it('accepts the shop’s own origin and a client that sends no Origin at all', async () => {
    // inject's Host is localhost:80: with no PUBLIC_ORIGIN that is the shop's own origin.
    const own = await importPrice('3,33', { origin: 'http://localhost:80' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await listPrice()).toBe(3.33);
    const curl = await importPrice('3,44', {});
    expect(curl.statusCode, curl.body).toBe(200);
    expect(await listPrice()).toBe(3.44);
  });

  it('takes the catalogue only as text/csv: a form-postable type is 415', async () => {
    for (const type of ['text/plain', 'application/vnd.ms-excel']) {
      const res = await importPrice('0,02', {}, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ responseCode: 415 });
    }
  });
});

describe('with PUBLIC_ORIGIN and CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      PUBLIC_ORIGIN: 'https://spesa.example.it',
      CORS_ORIGINS: 'https://partner.example.it',
    });
  });
  afterAll(() => t?.close());

  const logout = (origin: string) =>
    t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers: { origin } });

  it('accepts those two origins only, whatever the Host says', async () => {
    expect((await logout('https://spesa.example.it')).statusCode).not.toBe(403);
    expect((await logout('https://partner.example.it')).statusCode).not.toBe(403);
    expect((await logout('http://localhost:80')).statusCode).toBe(403);
    const get = await t.app.inject({
      url: '/cli/categories',
      headers: { origin: 'https://x.example' },
    });
    expect(get.statusCode).toBe(200);
  });
});
