import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingAddresses, shippingAddresses } from '../../db/schema';
import { buildTestApp, insertTestUser, rowId, sessionCookieFor, type TestApp } from '../../testing';

const IdList = envelope(z.array(z.object({ id: z.string() })));
let t: TestApp;

const SHIPPING = {
  address: 'Via Rizzoli',
  streetNumber: '1',
  city: 'Bologna',
  cityId: '037006',
  countyId: '037',
  zip: '40125',
};
const BILLING = {
  vatCode: '00743110157',
  companyName: 'Anna srl',
  phone: '0511234567',
  address: 'Via Rizzoli',
  streetNumber: '1',
  zip: '40125',
  city: 'Bologna',
  county: 'BO',
};

interface Customer {
  cookie: string;
  shippingId: string;
  billingId: string;
}

async function customerWithAddresses(): Promise<Customer> {
  const user = await insertTestUser(t.db.db);
  const cookie = await sessionCookieFor(t.db.db, user.id);
  const ids = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return IdList.parse(res.json()).data.map((a) => a.id);
  };
  const [shippingId] = await ids('/cli/profiles/addresses', SHIPPING);
  const [billingId] = await ids('/cli/profiles/billing/addresses', BILLING);
  return { cookie, shippingId: shippingId!, billingId: billingId! };
}

let anna: Customer;
let bruno: Customer;

beforeAll(async () => {
  t = await buildTestApp();
  anna = await customerWithAddresses();
  bruno = await customerWithAddresses();
});
afterAll(() => t?.close());

async function rowsOfAnna() {
  const db = t.db.db;
  return {
    shipping: await db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, rowId(anna.shippingId))),
    billing: await db
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.id, rowId(anna.billingId))),
  };
}

describe("user B and user A's addresses", () => {
  it.each(['/cli/profiles/addresses', '/cli/profiles/billing/addresses'])(
    'GET %s lists only the caller’s own',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: bruno.cookie } });
      const ids = IdList.parse(res.json()).data.map((a) => a.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(anna.shippingId);
      expect(ids).not.toContain(anna.billingId);
    },
  );

  it.each([
    ['/cli/profiles/addresses', () => ({ ...SHIPPING, id: anna.shippingId, address: 'Via B' })],
    ['/cli/profiles/addresses/delete', () => ({ id: anna.shippingId })],
    [
      '/cli/profiles/billing/addresses',
      () => ({ ...BILLING, id: anna.billingId, companyName: 'Bruno spa' }),
    ],
    ['/cli/profiles/billing/addresses/delete', () => ({ id: anna.billingId })],
  ])('POST %s on A’s id answers 404 and changes nothing', async (url, payload) => {
    const before = await rowsOfAnna();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: bruno.cookie },
      payload: payload(),
    });
    expect([res.statusCode, res.json().responseCode]).toEqual([200, 404]);
    expect(await rowsOfAnna()).toEqual(before);
    expect(before.shipping).toHaveLength(1);
    expect(before.billing).toHaveLength(1);
    for (const list of ['/cli/profiles/addresses', '/cli/profiles/billing/addresses']) {
      const own = await t.app.inject({
        method: 'GET',
        url: list,
        headers: { cookie: bruno.cookie },
      });
      expect(IdList.parse(own.json()).data.map((a) => a.id)).toEqual([
        list.includes('billing') ? bruno.billingId : bruno.shippingId,
      ]);
    }
  });
});
