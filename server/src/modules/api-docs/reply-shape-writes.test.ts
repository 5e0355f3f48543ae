import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, sessionCookieFor, TEST_PASSWORD } from '../../testing';
import {
  WALKED_WITH_THE_READS,
  dataOf,
  documentedJsonOperations,
  startWalk,
  type Json,
  type Walk,
} from '../../testing/reply-shape-walk';
import { TEST_STAFF_PASSWORD, insertTestStaff, staffCookieFor } from '../../testing/staff';
import { issueToken } from '../accounts/account-tokens';
import { FIXTURE } from '../../testing/cart-setup';
import { freezeBody, placeOrder, testSlot } from '../../testing/orders-helpers';
import {
  fetchCheck,
  mailedToken,
  newCardSignup,
  registryCard,
} from '../../testing/signup-fixtures';
import { addDays, shopToday, weekDayOf } from '../../shared/shop-time';
import { noiseJpeg } from '../../testing/photo-fixtures';

/*
 * Issue 26.4, the write half: every documented write not walked by reply-shapes.test.ts,
 * called so that it succeeds, its reply checked against the documented success.
 */
let w: Walk;
const call: Walk['call'] = (...args) => w.call(...args);
const idOf = (body: Json) => String(dataOf(body).id);
const { caffe, mozzarella } = FIXTURE.barcodes;
/** A cart, or the changes a move or a copy made to one (`cart` then holds it). */
const cartIdOf = (body: Json) => {
  const data = dataOf(body);
  return String((data.cart as Json | undefined)?.id ?? data.id);
};

beforeAll(async () => {
  w = await startWalk();
});
afterAll(() => w?.s.t.close());

/** A customer of their own, for the calls that end or change a session. */
async function another() {
  const user = await insertTestUser(w.s.t.db.db);
  return { ...user, cookie: await sessionCookieFor(w.s.t.db.db, user.id) };
}

async function walkCustomerWrites(): Promise<void> {
  const { s, c } = w;
  await call(
    'PUT',
    '/cli/profiles',
    {},
    {
      body: {
        mobilePhone: '3337654321',
        accept1: true,
        accept2: true,
        accept3: false,
        accept4: false,
      },
    },
  );
  const address = {
    address: 'Via Rizzoli',
    streetNumber: '2',
    city: 'Bologna',
    cityId: '037006',
    countyId: '037',
    zip: '40125',
  };
  const shipping = (await call('POST', '/cli/profiles/addresses', {}, { body: address })).data;
  const added = (shipping as Json[]).find((a) => a.streetNumber === '2')!;
  await call('POST', '/cli/profiles/addresses/delete', {}, { body: { id: String(added.id) } });
  const billing = {
    vatCode: '01234567897',
    companyName: 'Forno Rossi srl',
    phone: '051234567',
    ...{ address: 'Via Roma', streetNumber: '1', zip: '40121', city: 'Bologna', county: 'BO' },
  };
  const saved = (await call('POST', '/cli/profiles/billing/addresses', {}, { body: billing })).data;
  const billingId = String((saved as Json[])[0]!.id);
  await call('POST', '/cli/profiles/billing/addresses/delete', {}, { body: { id: billingId } });

  const open = { deliveryMode: 'IN_STORE', addressId: '', terminalType: 'WEB', terminalId: 'w' };
  const opened = await call(
    'POST',
    '/cli/ecommerce/cart/open',
    {},
    { body: { ...open, storeId: String(s.mazzini) } },
  );
  const cartId = String((dataOf(opened).cart as Json).id);
  for (const barcode of [caffe, mozzarella]) {
    const line = { cartId, barcode, amount: 1, um: 'PZ', preview: false };
    await call('POST', '/cli/ecommerce/cart/store', {}, { body: line });
  }
  const none = { cartId, barcode: mozzarella, choice: 'NONE' };
  await call('POST', '/cli/ecommerce/cart/substitution', {}, { body: none });
  await call(
    'PUT',
    '/cli/profiles/substitutions',
    {},
    { body: { barcode: caffe, choice: 'SIMILAR' } },
  );
  // Issue 29: a slot held for the cart, extended once, given back; priority places asked for.
  const held = { body: { timeSlotId: String(await testSlot(s.t, s.mazzini, 'IN_STORE')) } };
  await call('POST', '/cli/ecommerce/slots/{cartId}/hold', { cartId }, held);
  await call('POST', '/cli/ecommerce/slots/{cartId}/hold/extend', { cartId });
  await call('DELETE', '/cli/ecommerce/slots/{cartId}/hold', { cartId });
  await call('POST', '/cli/profiles/priority', {}, { body: { reason: 'Ho 80 anni' } });
  const gone = { cartId, barcode: caffe, preview: false };
  await call('POST', '/cli/ecommerce/cart/delete', {}, { body: gone });
  const moving = { cartId, storeId: s.bolognina };
  const moved = await call('POST', '/cli/ecommerce/cart/move', {}, { body: moving });
  await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { cartId: cartIdOf(moved) } });
  const order = await placeOrder(s.t, c, s.mazzini);
  const copy = { orderId: String(order.id), addressId: String(c.addressId), terminalType: 'WEB' };
  const copied = await call('POST', '/cli/ecommerce/cart/copy', {}, { body: copy });
  const addAll = { orderId: String(order.id), cartId: cartIdOf(copied) };
  await call('POST', '/cli/ecommerce/cart/addOrder', {}, { body: addAll });
  await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { cartId: cartIdOf(copied) } });
  // Issue 29: an order changed, the change discarded, changed again and confirmed.
  const changing = { id: String(order.id) };
  await call('POST', '/cli/ecommerce/orders/{id}/change', changing);
  await call('POST', '/cli/ecommerce/orders/{id}/change/discard', changing);
  const reopened = await call('POST', '/cli/ecommerce/orders/{id}/change', changing);
  const changeCart = String(dataOf(reopened).cartId);
  const confirm = freezeBody(changeCart, String(order.cart.delivery.timeSlot?.id));
  await call('POST', '/cli/ecommerce/orders/{id}/change/confirm', changing, { body: confirm });
  const card = { paymentMethodType: 'ONLINE_CARD' };
  await call('POST', '/cli/pay/paymentmethod/delete', {}, { body: card });

  await call('POST', '/cli/slists/products/favorite/add', {}, { body: { barcode: caffe } });
  await call('POST', '/cli/slists/products/favorite/delete', {}, { body: { barcode: caffe } });
  const id = idOf(await call('POST', '/cli/slists/create', {}, { body: { title: 'Cena' } }));
  await call('POST', '/cli/slists/rename', {}, { body: { id, title: 'Pranzo' } });
  const item = { id, barcode: mozzarella, amount: 2 };
  const list = dataOf(await call('POST', '/cli/slists/items/create', {}, { body: item }));
  const itemId = String((list.items as Json[])[0]!.itemId);
  await call('POST', '/cli/slists/items/update', {}, { body: { id, itemId, amount: 3 } });
  await call('POST', '/cli/slists/copy', {}, { body: { id } });
  await call('POST', '/cli/slists/items/delete', {}, { body: { id, itemId } });
  await call('POST', '/cli/slists/delete', {}, { body: { id } });
}

/** Issue 32: an order picked and collected, then a line of it refunded by the administrator. */
async function walkRefund(staff: { as: 'staff' }): Promise<void> {
  const { s, c } = w;
  const id = String((await placeOrder(s.t, c, s.mazzini)).id);
  const status = (to: string) =>
    call('POST', '/cli/staff/orders/{id}/status', { id }, { ...staff, body: { status: to } });
  const detail = dataOf(await status('IN_PREPARATION'));
  const lines = (detail.departments as { lines: Json[] }[]).flatMap((d) => d.lines);
  for (const line of lines) {
    const pick = { ...staff, body: { action: 'PICK', operatorAmount: line.amount } };
    await call(
      'POST',
      '/cli/staff/orders/{id}/items/{itemId}',
      { id, itemId: String(line.id) },
      pick,
    );
  }
  for (const to of ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED']) await status(to);
  const refund = { ...staff, body: { itemId: String(lines[0]!.id), reason: 'Prodotto reso' } };
  await call('POST', '/cli/staff/orders/{id}/refund', { id }, refund);
}

async function walkStaffWrites(): Promise<void> {
  const { s, c } = w;
  const storeId = String(s.mazzini);
  const staff = { as: 'staff' as const };
  const member = await insertTestStaff(s.t.db.db, { role: 'OPERATOR', storeIds: [s.mazzini] });
  const login = { email: member.email, password: TEST_STAFF_PASSWORD };
  await call('POST', '/cli/staff/login', {}, { as: 'guest', body: login });
  const leaving = await staffCookieFor(s.t.db.db, member.id);
  await call('POST', '/cli/staff/logout', {}, { cookie: leaving });

  const order = await placeOrder(s.t, c, s.mazzini);
  const id = String(order.id);
  const preparing = { ...staff, body: { status: 'IN_PREPARATION' } };
  const detail = dataOf(await call('POST', '/cli/staff/orders/{id}/status', { id }, preparing));
  const departments = detail.departments as { lines: Json[] }[];
  const itemId = String(departments[0]!.lines[0]!.id);
  const band = { ...staff, body: { bandPercent: 30 } };
  await call('PUT', '/cli/staff/stores/{storeId}/substitution-band', { storeId }, band);
  const holds = { holdMinutes: 60, prioritySharePercent: 20, priorityOpensHours: 24 };
  await call(
    'PUT',
    '/cli/staff/stores/{storeId}/slot-holds',
    { storeId },
    { ...staff, body: holds },
  );
  const grant = { ...staff, body: { granted: true } };
  await call('PUT', '/cli/staff/priority-customers/{userId}', { userId: String(c.id) }, grant);
  const unavailable = { ...staff, body: { action: 'UNAVAILABLE' } };
  await call('POST', '/cli/staff/orders/{id}/items/{itemId}', { id, itemId }, unavailable);
  await walkRefund(staff);

  const csv = await readFile(
    new URL('../../../../docs/samples/catalogue-import.csv', import.meta.url),
    'utf8',
  );
  const importing = { ...staff, csv, query: 'dryRun=true' };
  await call('POST', '/cli/staff/stores/{storeId}/catalogue/import', { storeId }, importing);

  const calendar = '/cli/staff/stores/{storeId}/calendar/{mode}';
  // Home delivery: the orders of the walk book pickup slots, which a new template could void.
  const at = { storeId, mode: 'AT_HOME' };
  // Weeks ahead, clear of the slots the orders above booked.
  const day = addDays(shopToday(new Date()), 20);
  const hours = { validFrom: '21:17', validTo: '21:47', capacity: 4, cutoffMinutes: 60 };
  const template = { ...hours, weekDay: weekDayOf(day), fromDate: day, toDate: null };
  const made = await call('POST', `${calendar}/templates`, at, { ...staff, body: template });
  const tid = { ...at, id: idOf(made) };
  const changed = { ...template, capacity: 5 };
  await call('PUT', `${calendar}/templates/{id}`, tid, { ...staff, body: changed });
  await call('DELETE', `${calendar}/templates/{id}`, tid, staff);
  const closure = { date: addDays(day, 1), reason: 'Inventario' };
  const closed = await call('POST', `${calendar}/closures`, at, { ...staff, body: closure });
  await call('DELETE', `${calendar}/closures/{id}`, { ...at, id: idOf(closed) }, staff);
  const opening = { ...hours, date: addDays(day, 2) };
  const opened = await call('POST', `${calendar}/openings`, at, { ...staff, body: opening });
  const oid = { ...at, id: idOf(opened) };
  await call('PUT', `${calendar}/openings/{id}`, oid, {
    ...staff,
    body: { ...opening, capacity: 2 },
  });
  await call('DELETE', `${calendar}/openings/{id}`, oid, staff);

  const banners = '/cli/staff/stores/{storeId}/banners';
  const banner = { title: 'Frutta di stagione', link: '/app/search?q=frutta', sortOrder: -50 };
  const added = await call('POST', banners, { storeId }, { ...staff, body: banner });
  await call('DELETE', `${banners}/{id}`, { storeId, id: idOf(added) }, staff);
  const featured = { ...staff, body: { barcodes: [caffe, mozzarella] } };
  await call('PUT', '/cli/staff/stores/{storeId}/featured', { storeId }, featured);
  await call('PUT', '/cli/staff/featured', {}, featured);
  const synonym = { ...staff, body: { term: 'moka', synonyms: ['caffè'] } };
  const synonyms = dataOf(await call('POST', '/cli/staff/search/synonyms', {}, synonym));
  const rows = (Array.isArray(synonyms) ? synonyms : [synonyms]) as Json[];
  const row = rows.find((r) => r.term === 'moka')!;
  await call('DELETE', '/cli/staff/search/synonyms/{id}', { id: String(row.id) }, staff);

  // Issue 31: the product master import, the editor and the sale switch.
  const master = await readFile(
    new URL('../../../../docs/samples/product-master-off.csv', import.meta.url),
    'utf8',
  );
  await call(
    'POST',
    '/cli/staff/products/import',
    {},
    { ...staff, csv: master, query: 'dryRun=false' },
  );
  const nutella = { barcode: '3017620422003' };
  const form = dataOf(await call('GET', '/cli/staff/products/{barcode}', nutella, staff));
  await call('PUT', '/cli/staff/products/{barcode}', nutella, {
    ...staff,
    body: form.master as Json,
  });
  await call('PUT', '/cli/staff/products/{barcode}/active', nutella, {
    ...staff,
    body: { active: true },
  });
  const photos = '/cli/staff/products/{barcode}/photos';
  await call('POST', photos, nutella, { ...staff, image: await noiseJpeg(48, 32) });
  const photoList = dataOf(
    await call('POST', photos, nutella, { ...staff, image: await noiseJpeg(32, 48) }),
  ) as unknown as { sha256: string }[];
  const photoOrder = photoList.map((p) => p.sha256).reverse();
  await call('PUT', `${photos}/order`, nutella, { ...staff, body: { order: photoOrder } });
  await call('DELETE', `${photos}/{sha256}`, { ...nutella, sha256: photoOrder[0]! }, staff);
}

/** Last: these end sessions, sign a customer up or ask to delete an account. */
async function walkAccountWrites(): Promise<void> {
  const db = w.s.t.db.db;
  const guest = { as: 'guest' as const };
  const user = await another();
  const credentials = { username: user.email, password: TEST_PASSWORD };
  await call('POST', '/cli/profiles/login', {}, { ...guest, body: credentials });
  await call('POST', '/cli/profiles/password', {}, { ...guest, body: { email: user.email } });
  // Another customer's link: the mail asked for above issues its own token after the answer,
  // which would void one issued here for the same account.
  const token = await issueToken(db, (await another()).id, 'PASSWORD_RESET');
  const reset = { token, newPassword: 'Melograno-Rosso-44' };
  await call('POST', '/cli/profiles/password/reset', {}, { ...guest, body: reset });
  const changing = await another();
  const change = { oldPassword: TEST_PASSWORD, newPassword: 'Nuova-Password-1' };
  await call(
    'POST',
    '/cli/profiles/password/change',
    {},
    { cookie: changing.cookie, body: change },
  );
  const leaving = await another();
  await call('POST', '/cli/profiles/deleteRequest', {}, { cookie: leaving.cookie, body: {} });
  await call('POST', '/cli/profiles/logout', {}, { cookie: (await another()).cookie });

  const card = await registryCard(db, 'Luca', 'Ferrari');
  await call('POST', '/cli/profiles/signupcheck', {}, { ...guest, body: fetchCheck(card) });
  const email = 'forma@example.it';
  await call('POST', '/cli/profiles/signup', {}, { ...guest, body: newCardSignup(email) });
  const activation = { token: await mailedToken(db, email) };
  await call('POST', '/cli/profiles/activate', {}, { ...guest, body: activation });
}

describe('every documented write answers the field names and JSON types of its contract', () => {
  it('walks each write once to a success, and leaves none out', async () => {
    await walkCustomerWrites();
    await walkStaffWrites();
    await walkAccountWrites();
    expect(w.findings).toEqual([]);
    const walked = new Set([...w.checked, ...WALKED_WITH_THE_READS]);
    const writes = documentedJsonOperations(w.doc).filter((r) => !r.startsWith('GET '));
    expect(writes.filter((route) => !walked.has(route))).toEqual([]);
  }, 120_000);
});
