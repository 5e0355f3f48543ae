import { Buffer } from 'node:buffer';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type Customer } from './accounts';
import { e2eDatabase } from './failed-job';
import { NEW_CUSTOMER_PASSWORD } from './new-customer';
import { someProduct } from './placed-order';
import { data, OPERATOR_EMAIL } from './staff';

/** Issue 29's browser tests: carts at a chosen store, holds, the store's settings. */

export interface FirstSlot {
  id: string;
  date: string;
  description: string;
  validFrom: string;
  validTo: string;
}

export async function storeIdByName(request: APIRequestContext, name: string): Promise<string> {
  const stores = await data<{ id: string; name: string }[]>(
    await request.get('/cli/stores/ecommerce?s=100&p=0'),
  );
  const store = stores.find((s) => s.name === name);
  if (!store) throw new Error(`no store ${name}`);
  return store.id;
}

/** Logs the customer in on `request` (its cookies: the page's own with page.request). */
export async function apiLogIn(request: APIRequestContext, customer: Customer): Promise<void> {
  const basic = Buffer.from(`${customer.email}:${NEW_CUSTOMER_PASSWORD}`).toString('base64');
  await data(
    await request.get('/cli/profiles/login', { headers: { authorization: `Basic ${basic}` } }),
  );
}

/** A pickup cart at the store with two packs of carrots: its id. */
export async function carrotCartAt(request: APIRequestContext, storeName: string) {
  const storeId = await storeIdByName(request, storeName);
  const product = await someProduct(request, storeId);
  const { cart } = await data<{ cart: { id: string } }>(
    await request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'e2e-hold',
      },
    }),
  );
  await data(
    await request.post('/cli/ecommerce/cart/store', {
      data: { cartId: cart.id, barcode: product.barcode, amount: 2, um: 'PZ', preview: false },
    }),
  );
  return cart.id;
}

/** The current cart's first slot as this customer may take it (reserved places aside or not). */
export async function firstSlot(request: APIRequestContext): Promise<FirstSlot> {
  const slot = await data<FirstSlot | null>(
    await request.get('/cli/ecommerce/slots/first/available'),
  );
  if (!slot) throw new Error('no free slot');
  return slot;
}

/** The response code of a hold request (0 when held). */
export async function holdCode(request: APIRequestContext, cartId: string, slotId: string) {
  const res = await request.post(`/cli/ecommerce/slots/${cartId}/hold`, {
    data: { timeSlotId: slotId },
  });
  return ((await res.json()) as { responseCode: number }).responseCode;
}

/** The seeded operator, logged in on `request`, sets the store's hold and priority settings. */
export async function setStoreHoldSettings(
  request: APIRequestContext,
  storeName: string,
  settings: { holdMinutes: number; prioritySharePercent: number; priorityOpensHours: number },
) {
  await data(
    await request.post('/cli/staff/login', {
      data: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD },
    }),
  );
  const storeId = await storeIdByName(request, storeName);
  await data(await request.put(`/cli/staff/stores/${storeId}/slot-holds`, { data: settings }));
}

/**
 * The test's clock for holds: the cart's hold lapsed a second ago, as it would after the
 * store's hold time, with nothing running at that instant (capacity reads expires_at).
 */
export async function lapseHoldOf(cartId: string): Promise<void> {
  const db = await e2eDatabase();
  try {
    const done = await db.query(
      `update slot_holds set expires_at = now() - interval '1 second' where cart_id = $1`,
      [Number(cartId)],
    );
    expect(done.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

/** Sets a slot's places and bookings straight in the database (a busy slot, made to order). */
export async function setSlotLoad(slotId: string, capacity: number, booked: number) {
  const db = await e2eDatabase();
  try {
    await db.query('update slot_instances set capacity = $2, booked = $3 where id = $1', [
      Number(slotId),
      capacity,
      booked,
    ]);
  } finally {
    await db.end();
  }
}

export async function slotOfOrder(orderCode: string): Promise<number> {
  const db = await e2eDatabase();
  try {
    const rows = await db.query<{ slot: number }>(
      'select slot_instance_id as slot from orders where code = $1',
      [Number(orderCode)],
    );
    return rows.rows[0]?.slot ?? -1;
  } finally {
    await db.end();
  }
}

/** From /checkout with the slot chosen: data, then cash without substitutions; the order code. */
export async function confirmCashOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/data$/);
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/summary$/);
  await page.getByRole('radio', { name: 'Contanti al ritiro' }).check();
  await page.getByRole('radio', { name: 'No, non sostituirlo' }).check();
  await page.getByRole('button', { name: "Conferma l'ordine" }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/confirm$/);
  const confirmed = page.getByText(/Il tuo ordine n\. \d+ è stato ricevuto/);
  await expect(confirmed).toBeVisible();
  return /n\. (\d+)/.exec((await confirmed.textContent()) ?? '')?.[1] ?? '';
}

/**
 * Seconds the cart's hold has left by the server's clock. A hold never outlives its slot's
 * cut-off, so near the cut-off it is less than the store's hold time.
 */
export async function holdSecondsLeft(request: APIRequestContext, cartId: string) {
  const hold = await data<{ expiresAt: string; serverNow: string }>(
    await request.get(`/cli/ecommerce/slots/${cartId}/hold`),
  );
  return (Date.parse(hold.expiresAt) - Date.parse(hold.serverNow)) / 1000;
}

/** The header's countdown ('59:58', '1:59:58') in seconds. */
export function countdownSeconds(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
