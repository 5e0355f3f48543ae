import {
  envelope,
  StaffOrderDetail,
  StaffOrderQueue,
  type Order,
  type OrderStatus,
} from '@spesa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { billingAddresses, orders } from '../db/schema';
import { insertTestStaff, rowId, staffCookieFor, type TestApp, type WireId } from './index';
import { okData, openCart, storeOk } from './cart-helpers';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest, type Customer } from './cart-setup';
import { freeze, freezeBody, orderOf, testSlot } from './orders-helpers';
import { CARDS, linkCard } from './payments-helpers';

export interface StaffTest extends CartTest {
  /** Cookies of an operator of Mazzini, an operator of Bolognina only, an administrator. */
  operator: string;
  operatorId: number;
  otherOperator: string;
  admin: string;
  adminId: number;
}

/** The cart test's shop plus three staff members with their sessions. */
export async function setUpStaffTest(): Promise<StaffTest> {
  const s = await setUpCartTest();
  const db = s.t.db.db;
  const op = await insertTestStaff(db, { role: 'OPERATOR', storeIds: [s.mazzini] });
  const other = await insertTestStaff(db, { role: 'OPERATOR', storeIds: [s.bolognina] });
  const admin = await insertTestStaff(db, { role: 'ADMIN' });
  return {
    ...s,
    operator: await staffCookieFor(db, op.id),
    operatorId: op.id,
    otherOperator: await staffCookieFor(db, other.id),
    admin: await staffCookieFor(db, admin.id),
    adminId: admin.id,
  };
}

/** A request with a Cookie header (staff or shopper), or none. */
export function staffCall(
  t: TestApp,
  cookie: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

export function detailOf(res: LightMyRequestResponse): StaffOrderDetail {
  return StaffOrderDetail.parse(okData(res));
}

export function queueOf(res: LightMyRequestResponse): StaffOrderQueue {
  return envelope(StaffOrderQueue).parse(res.json()).data;
}

export function moveTo(t: TestApp, cookie: string, orderId: WireId, status: OrderStatus) {
  return staffCall(t, cookie, 'POST', `/cli/staff/orders/${orderId}/status`, { status });
}

export function handleItem(
  t: TestApp,
  cookie: string,
  orderId: WireId,
  itemId: WireId,
  body: object,
) {
  return staffCall(t, cookie, 'POST', `/cli/staff/orders/${orderId}/items/${itemId}`, body);
}

export interface PlacedOrder {
  c: Customer;
  order: Order;
  slotId: number;
}

/**
 * An order at Mazzini of 1 kg of Parmigiano (17,90 €/kg with its offer) and 3 coffees
 * (2,99 € each), plus 2 packs of biscuits for home delivery, paid as asked. The online card is linked first.
 */
export async function placeMixedOrder(
  s: CartTest,
  opts: {
    mode?: 'IN_STORE' | 'AT_HOME';
    paymentMode?: 'CASH' | 'ONLINE_CARD';
    replacements?: boolean;
    notes?: string;
    /** A billing address of the customer's to ask an invoice for (issue 32). */
    invoiceBilling?: Omit<typeof billingAddresses.$inferInsert, 'userId'>;
  } = {},
): Promise<PlacedOrder> {
  const mode = opts.mode ?? 'IN_STORE';
  const c = await newCustomer(s.t);
  if (opts.paymentMode === 'ONLINE_CARD') await linkCard(s.t, c, CARDS.visa);
  const cart = await openCart(s.t, c, s.mazzini, mode);
  await storeOk(s.t, c, cart.id, FIXTURE.barcodes.parmigiano, { weight: 1 });
  await storeOk(s.t, c, cart.id, FIXTURE.barcodes.caffe, { amount: 3 });
  // Home delivery asks for 30 € at least: two packs of biscuits (2,59 € each) more.
  if (mode === 'AT_HOME') await storeOk(s.t, c, cart.id, FIXTURE.barcodes.biscotti, { amount: 2 });
  const slotId = await testSlot(s.t, s.mazzini, mode);
  const body = freezeBody(cart.id, slotId, {
    paymentMode: opts.paymentMode ?? 'CASH',
    enableProductsReplacement: opts.replacements ?? false,
    ...(opts.notes === undefined ? {} : { notes: opts.notes }),
    ...(opts.invoiceBilling ? await invoiceRequest(s, c.id, opts.invoiceBilling) : {}),
  });
  const order = orderOf(await freeze(s.t, c, body));
  return { c, order, slotId };
}

async function invoiceRequest(
  s: CartTest,
  userId: number,
  billing: Omit<typeof billingAddresses.$inferInsert, 'userId'>,
) {
  const [row] = await s.t.db.db
    .insert(billingAddresses)
    .values({ ...billing, userId })
    .returning({ id: billingAddresses.id });
  return { invoice: true, billingAddressId: String(row?.id) };
}

/** The ordered line of a product in the staff detail. */
export function lineOf(detail: StaffOrderDetail, barcode: string) {
  const line = detail.departments.flatMap((d) => d.lines).find((l) => l.barcode === barcode);
  if (!line) throw new Error(`no line ${barcode}`);
  return line;
}

/** Puts an order straight into a status, for tests of what follows it. */
export async function forceStatus(t: TestApp, orderId: WireId, status: OrderStatus) {
  await t.db.db
    .update(orders)
    .set({ status })
    .where(eq(orders.id, rowId(orderId)));
}

export function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
}
