import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorCatalogue } from '@spesa/contracts';
import { billingAddresses, carts, orders } from '../../db/schema';
import { expectCode, openCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import {
  bookedOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const BILLING = {
  vatCode: '01234567897',
  companyName: 'Bianchi Srl',
  phone: '051123456',
  address: 'Via Indipendenza',
  streetNumber: '12',
  zip: '40121',
  city: 'Bologna',
  county: 'BO',
  nation: 'Italia',
  recipientCode: 'M5UXCR1',
};

async function billingFor(
  c: Customer,
  over: Partial<typeof BILLING & { ssnCode: string; pec: string }> = {},
) {
  const [row] = await s.t.db.db
    .insert(billingAddresses)
    .values({ userId: c.id, ...BILLING, ...over })
    .returning({ id: billingAddresses.id });
  return row!.id;
}

/** A coffee cart, a free slot, and a check that a refused freeze left both untouched. */
async function attempt(over: object, c?: Customer, mode: 'IN_STORE' | 'SHIPPED' = 'IN_STORE') {
  const customer = c ?? (await newCustomer(s.t));
  const cartId =
    mode === 'IN_STORE'
      ? await coffeeCart(s.t, customer, s.mazzini)
      : (await openCart(s.t, customer, s.mazzini, mode)).id;
  if (mode !== 'IN_STORE')
    await storeOk(s.t, customer, cartId, FIXTURE.barcodes.parmigiano, { weight: 3 });
  const slotId = await testSlot(s.t, s.mazzini, mode);
  const res = await freeze(s.t, customer, freezeBody(cartId, slotId, over));
  const untouched = async () => {
    expect(await bookedOf(s.t, slotId)).toBe(0);
    expect(
      await s.t.db.db
        .select()
        .from(orders)
        .where(eq(orders.cartId, rowId(cartId))),
    ).toEqual([]);
    const [cart] = await s.t.db.db
      .select()
      .from(carts)
      .where(eq(carts.id, rowId(cartId)));
    expect(cart?.status).toBe('OPEN');
  };
  return { res, untouched, cartId, slotId };
}

describe('cart/freeze: contact data and the substitution choice', () => {
  it.each([
    ['profileMobilePhone', { profileMobilePhone: '33312345' }],
    ['profileMobilePhone', { profileMobilePhone: '' }],
    ['profileCard', { profileCard: '0312345678901' }],
    ['profileCard', { profileCard: '021234567890' }],
    ['profileEmail', { profileEmail: 'non-una-mail' }],
    ['firstName', { firstName: ' ' }],
    ['enableProductsReplacement', { enableProductsReplacement: undefined }],
    ['paymentMode', { paymentMode: 'BARTER' }],
  ])('refuses a bad %s with a 400 naming it', async (field, over) => {
    const { res, untouched } = await attempt(over);
    const body = expectCode(res, 400, 400);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    await untouched();
  });

  it('records the substitution choice yes', async () => {
    const { res } = await attempt({ enableProductsReplacement: true });
    expect(orderOf(res)).toMatchObject({ enabledProductsReplacementChoice: true });
  });
});

describe('cart/freeze: payment mode', () => {
  it('refuses cash for a shipped order (couriers take cards only)', async () => {
    const { res, untouched } = await attempt({ paymentMode: 'CASH' }, undefined, 'SHIPPED');
    expect(expectCode(res, 200, 4000).errors?.map((e) => e.field)).toEqual(['paymentMode']);
    await untouched();
  });

  it('refuses the online card while saved payments are switched off', async () => {
    const { res, untouched } = await attempt({ paymentMode: 'ONLINE_CARD' });
    expect(expectCode(res, 200, 4000).errors?.map((e) => e.field)).toEqual(['paymentMode']);
    await untouched();
  });

  it('takes a card for a shipped order', async () => {
    const { res } = await attempt({ paymentMode: 'BANCOMAT' }, undefined, 'SHIPPED');
    expect(orderOf(res)).toMatchObject({ paymentMode: 'BANCOMAT', deliveryMode: 'SHIPPED' });
  });

  // Issue 17.7: the courier takes the order to the cart's address, as home delivery does.
  it('sends a shipped order to the address of its cart', async () => {
    const { res } = await attempt({ paymentMode: 'BANCOMAT' }, undefined, 'SHIPPED');
    expect(orderOf(res)).toMatchObject({
      deliveryMode: 'SHIPPED',
      cart: { delivery: { addressDescription: 'Via Rizzoli 1, 40125 Bologna' } },
    });
  });
});

describe('cart/freeze: invoice', () => {
  it('answers 4037 without a billing address', async () => {
    const { res, untouched } = await attempt({ invoice: true, billingAddressId: '' });
    expect(expectCode(res, 200, 4037).message).toBe('Indirizzo di fatturazione mancante');
    await untouched();
  });

  it("answers 4037 for another customer's billing address", async () => {
    const other = await billingFor(await newCustomer(s.t));
    const { res, untouched } = await attempt({ invoice: true, billingAddressId: other });
    expectCode(res, 200, 4037);
    await untouched();
  });

  it('answers 4037 saying the address is incomplete when a field is missing', async () => {
    const c = await newCustomer(s.t);
    const id = await billingFor(c, { companyName: ' ', county: 'B' });
    const { res, untouched } = await attempt({ invoice: true, billingAddressId: id }, c);
    expect(expectCode(res, 200, 4037).message).toBe('Indirizzo di fatturazione incompleto!');
    await untouched();
  });

  it('copies a complete billing address into the order', async () => {
    const c = await newCustomer(s.t);
    const id = await billingFor(c);
    const { res, cartId } = await attempt({ invoice: true, billingAddressId: id }, c);
    expect(orderOf(res).cart.invoice).toBe(true);
    const [row] = await s.t.db.db
      .select()
      .from(orders)
      .where(eq(orders.cartId, rowId(cartId)));
    expect(row).toMatchObject({ invoice: true, billingAddressId: id, billingAddress: BILLING });
  });

  it('answers 4039 naming the field when SdI would refuse the billing data (issue 32)', async () => {
    const c = await newCustomer(s.t);
    // Written around the form, which checks the same digit: the server checks again.
    const badDigit = await billingFor(c, { vatCode: '01234567898' });
    const { res, untouched } = await attempt({ invoice: true, billingAddressId: badDigit }, c);
    const body = expectCode(res, 200, 4039);
    expect(body.message).toBe(errorCatalogue.INVOICE_DATA_REJECTED.message);
    expect(body.errors).toEqual([{ field: 'vatCode', message: 'Partita IVA non valida' }]);
    await untouched();
  });

  it('answers 4039 for a business with neither codice destinatario nor PEC', async () => {
    const c = await newCustomer(s.t);
    const id = await billingFor(c, { recipientCode: '' });
    const { res, untouched } = await attempt({ invoice: true, billingAddressId: id }, c);
    const body = expectCode(res, 200, 4039);
    expect(body.errors?.map((e) => e.field)).toEqual(['recipientCode']);
    await untouched();
  });

  it("takes a consumer's request: no codice destinatario nor PEC, a personal codice fiscale", async () => {
    const c = await newCustomer(s.t);
    const id = await billingFor(c, { recipientCode: '', ssnCode: 'RSSMRA85T10A562S' });
    const { res } = await attempt({ invoice: true, billingAddressId: id }, c);
    expect(orderOf(res).cart.invoice).toBe(true);
  });

  it('ignores the billing address without invoice', async () => {
    const c = await newCustomer(s.t);
    const id = await billingFor(c);
    const { res } = await attempt({ invoice: false, billingAddressId: id }, c);
    expect(orderOf(res).cart.invoice).toBe(false);
  });
});

describe('cart/freeze: minimum order', () => {
  it("refuses a home delivery below the store's 30 € minimum", async () => {
    const c = await newCustomer(s.t);
    const cartId = (await openCart(s.t, c, s.mazzini)).id;
    await storeOk(s.t, c, cartId, FIXTURE.barcodes.caffe, { amount: 10 });
    const slotId = await testSlot(s.t, s.mazzini, 'AT_HOME');
    const res = await freeze(s.t, c, freezeBody(cartId, slotId));
    expect(expectCode(res, 200, 4036).message).toBe("l'importo minimo per prenotare è: 30,00€");
    expect(await bookedOf(s.t, slotId)).toBe(0);
    // 10 × 2,99 € = 29,90 €; one more pack reaches the minimum.
    await storeOk(s.t, c, cartId, FIXTURE.barcodes.caffe, { amount: 11 });
    const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
    expect(order.cart).toMatchObject({ netTotal: 32.89, deliveryMode: 'AT_HOME' });
    expect(order.cart.delivery.addressDescription).toBe('Via Rizzoli 1, 40125 Bologna');
  });

  it('refuses an empty cart', async () => {
    const c = await newCustomer(s.t);
    const cartId = (await openCart(s.t, c, s.mazzini, 'IN_STORE')).id;
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const res = await freeze(s.t, c, freezeBody(cartId, slotId));
    expect(expectCode(res, 200, 4000).message).toContain('Il carrello è vuoto');
    expect(await bookedOf(s.t, slotId)).toBe(0);
  });
});
