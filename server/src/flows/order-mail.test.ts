import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, users } from '../db/schema';
import { jobsOf } from '../jobs/job-rows';
import { MAIL_SEND } from '../jobs/queues';
import { rowId, type WireId } from '../testing';
import { call, expectCode, openCart, storeOk } from '../testing/cart-helpers';
import { FIXTURE, newCustomer } from '../testing/cart-setup';
import { freezeBody, orderOf, testSlot } from '../testing/orders-helpers';
import {
  detailOf,
  handleItem,
  lineOf,
  moveTo,
  placeMixedOrder,
  setUpStaffTest,
  type StaffTest,
} from '../testing/store-orders-helpers';
import { changeStatus } from '../modules/store-orders/status-service';
import { queueOrderMail, queueStatusMail } from './order-mail';
import { invoiceConfigOf, InvoiceEnvSchema } from '../invoice-config';

/*
 * Issue 30: each order event writes exactly one outbox mail, in the transaction of the change:
 * a retried or doubled change writes no second one, a change rolled back writes none.
 */

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

const { parmigiano, caffe } = FIXTURE.barcodes;

/** The order's mails, oldest first, by their event key. */
async function mailsOf(orderId: WireId) {
  return s.t.db.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `order:${rowId(orderId)}:%`))
    .orderBy(asc(mailOutbox.id));
}

const keysOf = async (orderId: WireId) =>
  (await mailsOf(orderId)).map((m) => m.eventKey!.split(':')[2]);

/** The mail-send jobs of the order's mails: one per mail, none more. */
async function jobsFor(orderId: WireId) {
  const ids = new Set((await mailsOf(orderId)).map((m) => m.id));
  return (await jobsOf(s.t.db.db, MAIL_SEND)).filter((j) => ids.has(Number(j.data.mailId)));
}

/** Picks every line of an order in preparation as ordered. */
async function pickAll(orderId: WireId) {
  const detail = detailOf(await moveTo(s.t, s.operator, orderId, 'IN_PREPARATION'));
  await handleItem(s.t, s.operator, orderId, lineOf(detail, parmigiano).id, {
    action: 'PICK',
    operatorAmount: 0.95,
  });
  await handleItem(s.t, s.operator, orderId, lineOf(detail, caffe).id, { action: 'UNAVAILABLE' });
}

describe('order mails in the outbox', () => {
  it('placing an order writes its confirmation once, even when the freeze is sent again', async () => {
    const { c, order, slotId } = await placeMixedOrder(s, { paymentMode: 'ONLINE_CARD' });
    const mails = await mailsOf(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      eventKey: `order:${rowId(order.id)}:confirmed`,
      recipient: 'giulia.bianchi@example.it',
      subject: `Ordine n. ${order.code} confermato`,
    });
    expect(mails[0]!.textBody).toContain('Sulla tua carta abbiamo bloccato');
    // The same cart frozen again answers the order placed, and writes nothing.
    const again = await call(s.t, c, 'POST', '/cli/ecommerce/cart/freeze', {
      ...freezeBody(order.cart.id, slotId),
      paymentMode: 'ONLINE_CARD',
    });
    expect(orderOf(again).id).toBe(order.id);
    expect(await keysOf(order.id)).toEqual(['confirmed']);
    expect(await jobsFor(order.id)).toHaveLength(1);
  });

  it('writes in the language the order was placed in, and keeps it on the account', async () => {
    const c = await newCustomer(s.t);
    const cart = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    await storeOk(s.t, c, cart.id, parmigiano, { weight: 1 });
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/freeze',
      payload: freezeBody(cart.id, slotId),
      headers: { cookie: c.cookie, 'accept-language': 'en' },
    });
    const order = orderOf(res);
    const [mail] = await mailsOf(order.id);
    expect(mail?.subject).toBe(`Order no. ${order.code} confirmed`);
    expect(mail?.textBody).toContain('1 kg');
    const [user] = await s.t.db.db.select().from(users).where(eq(users.id, c.id));
    expect(user?.language).toBe('en');
  });

  it("a request naming no shop language leaves the account's own: English from the profile", async () => {
    const c = await newCustomer(s.t);
    await s.t.db.db.update(users).set({ language: 'en' }).where(eq(users.id, c.id));
    const cart = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    await storeOk(s.t, c, cart.id, parmigiano, { weight: 1 });
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/freeze',
      payload: freezeBody(cart.id, slotId),
      headers: { cookie: c.cookie, 'accept-language': 'de-DE, *;q=0.5' },
    });
    const order = orderOf(res);
    expect((await mailsOf(order.id))[0]?.subject).toBe(`Order no. ${order.code} confirmed`);
    const [user] = await s.t.db.db.select().from(users).where(eq(users.id, c.id));
    expect(user?.language).toBe('en');
  });

  it('the ready and receipt mails once each, a doubled move writing no second one', async () => {
    const { order } = await placeMixedOrder(s, { paymentMode: 'ONLINE_CARD' });
    await pickAll(order.id);
    await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT');
    // Preparation and the till are the store's own steps: no mail.
    expect(await keysOf(order.id)).toEqual(['confirmed']);
    const twice = await Promise.all(
      [1, 2].map(() => moveTo(s.t, s.operator, order.id, 'TO_BE_COLLECTED')),
    );
    expect(twice.map((r) => r.json<{ responseCode: number }>().responseCode).sort()).toEqual([
      0, 4205,
    ]);
    expect(await keysOf(order.id)).toEqual(['confirmed', 'ready']);
    const done = await Promise.all(
      [1, 2].map(() => moveTo(s.t, s.operator, order.id, 'COLLECTED')),
    );
    expect(done.filter((r) => r.json<{ responseCode: number }>().responseCode === 0)).toHaveLength(
      1,
    );
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.eventKey!.split(':')[2])).toEqual([
      'confirmed',
      'ready',
      'completed',
    ]);
    expect(mails[1]!.subject).toBe(`Il tuo ordine n. ${order.code} è pronto per il ritiro`);
    const receipt = mails[2]!;
    expect(receipt.subject).toBe(`Ordine n. ${order.code} ritirato: lo scontrino`);
    expect(receipt.textBody).toContain('preparato 950 g');
    expect(receipt.textBody).toContain('non disponibile');
    expect(receipt.textBody).toMatch(
      /Sulla carta abbiamo addebitato .* e sbloccato la differenza di/,
    );
    expect(await jobsFor(order.id)).toHaveLength(3);
  });

  it("the customer's abort writes one cancellation, two racing aborts included", async () => {
    const { c, order } = await placeMixedOrder(s);
    const abort = () => call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id });
    const answers = await Promise.all([abort(), abort()]);
    expect(answers.map((r) => r.json<{ responseCode: number }>().responseCode).sort()).toEqual([
      0, 4205,
    ]);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.eventKey!.split(':')[2])).toEqual(['confirmed', 'cancelled']);
    expect(mails[1]!.subject).toBe(`Ordine n. ${order.code} annullato`);
    expect(mails[1]!.textBody).toContain('come hai chiesto');
  });

  it("the store's cancellation writes one, in the store's words", async () => {
    const { order } = await placeMixedOrder(s, { mode: 'AT_HOME' });
    await moveTo(s.t, s.operator, order.id, 'CANCELLED');
    expectCode(await moveTo(s.t, s.operator, order.id, 'CANCELLED'), 200, 4205);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.eventKey!.split(':')[2])).toEqual(['confirmed', 'cancelled']);
    expect(mails[1]!.textBody).toContain('il punto vendita ha dovuto annullare');
  });

  it('a move refused or rolled back writes no mail and no job', async () => {
    const { order } = await placeMixedOrder(s);
    const id = rowId(order.id);
    expectCode(await moveTo(s.t, s.operator, order.id, 'COLLECTED'), 200, 4205);
    const principal = { staffId: s.adminId, role: 'ADMIN' as const, storeIds: [] };
    await expect(
      s.t.db.db.transaction(async (tx) => {
        await changeStatus(
          tx,
          principal,
          id,
          'CANCELLED',
          invoiceConfigOf(InvoiceEnvSchema.parse({})),
        );
        expect(await queueStatusMail(tx, id, 'CANCELLED')).toBe(true);
        throw new Error('rolled back after the mail was written');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keysOf(order.id)).toEqual(['confirmed']);
    expect(await jobsFor(order.id)).toHaveLength(1);
    const [row] = await s.t.db.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('TO_BE_PREPARED');
  });

  it("the event's key lets one row in: a second write, even a concurrent one, adds nothing", async () => {
    const { order } = await placeMixedOrder(s);
    const id = rowId(order.id);
    await s.t.db.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, id));
    const queued = await Promise.all(
      [1, 2, 3].map(() => s.t.db.db.transaction((tx) => queueOrderMail(tx, id, 'cancelled'))),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await queueOrderMail(s.t.db.db, id, 'cancelled')).toBe(false);
    const rows = await s.t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.eventKey, `order:${id}:cancelled`)));
    expect(rows).toHaveLength(1);
    expect(await jobsFor(order.id)).toHaveLength(2);
  });
});
