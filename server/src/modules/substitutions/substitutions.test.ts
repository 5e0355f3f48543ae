import {
  CartOpenResult,
  envelope,
  Order,
  RememberedSubstitutions,
  SubstituteSuggestions,
} from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectCode, okData, openCart, storeOk } from '../../testing/cart-helpers';
import { FIXTURE, newCustomer, type Customer } from '../../testing/cart-setup';
import { freeze, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import { CARDS, linkCard } from '../../testing/payments-helpers';
import {
  detailOf,
  handleItem,
  lineOf,
  moveTo,
  setUpStaffTest,
  staffCall,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { addCoffees, COFFEES } from './substitution-test-products';

let s: StaffTest;
const { caffe, parmigiano } = FIXTURE.barcodes;

beforeAll(async () => {
  s = await setUpStaffTest();
  await addCoffees(s.t, s.mazzini);
});
afterAll(() => s?.t.close());

type Choice = { choice: string; substituteBarcode?: string };
const setChoice = (c: Customer, cartId: string, barcode: string, choice: Choice) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/substitution', { cartId, barcode, ...choice });
const suggestions = async (c: Customer, cartId: string, barcode: string) =>
  SubstituteSuggestions.parse(
    okData(
      await call(
        s.t,
        c,
        'GET',
        `/cli/ecommerce/cart/substitutes?cartId=${cartId}&barcode=${barcode}`,
      ),
    ),
  );

/** 1 kg of Parmigiano (NONE) and 3 coffees (SIMILAR), with the order's 'no' as the default. */
async function placeWithChoices(c: Customer, coffee: Choice) {
  await linkCard(s.t, c, CARDS.visa);
  const cart = await openCart(s.t, c, s.mazzini, 'IN_STORE');
  await storeOk(s.t, c, cart.id, parmigiano, { weight: 1 });
  await storeOk(s.t, c, cart.id, caffe, { amount: 3 });
  okData(await setChoice(c, cart.id, parmigiano, { choice: 'NONE' }));
  okData(await setChoice(c, cart.id, caffe, coffee));
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  const body = freezeBody(cart.id, slotId, {
    paymentMode: 'ONLINE_CARD',
    enableProductsReplacement: false,
  });
  const order = orderOf(await freeze(s.t, c, body));
  detailOf(await moveTo(s.t, s.operator, order.id, 'IN_PREPARATION'));
  const detail = detailOf(await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${order.id}`));
  return { order, detail };
}

describe('cart line preferences (issue 30)', () => {
  it('suggests only allowed products, refuses a named one adding an allergen, remembers the choice', async () => {
    const c = await newCustomer(s.t);
    const cart = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    await storeOk(s.t, c, cart.id, caffe, { amount: 1 });
    const listed = await suggestions(c, cart.id, caffe);
    // The fixture's mozzarella shares the shelf, the allergens and the price per kg: it passes.
    expect(listed.suggestions.map((x) => x.barcode).sort()).toEqual(
      [COFFEES.simile.barcode, FIXTURE.barcodes.mozzarella].sort(),
    );
    expect(listed.bandPercent).toBe(30);

    expectCode(
      await setChoice(c, cart.id, caffe, {
        choice: 'PRODUCT',
        substituteBarcode: COFFEES.soia.barcode,
      }),
      200,
      4072,
    );
    expectCode(
      await setChoice(c, cart.id, caffe, {
        choice: 'PRODUCT',
        substituteBarcode: COFFEES.caro.barcode,
      }),
      200,
      4074,
    );
    expectCode(await setChoice(c, cart.id, caffe, { choice: 'PRODUCT' }), 400, 400);
    const set = envelope(CartOpenResult).parse(
      (
        await setChoice(c, cart.id, caffe, {
          choice: 'PRODUCT',
          substituteBarcode: COFFEES.simile.barcode,
        })
      ).json(),
    ).data;
    expect(set.cart.items[0]!.substitution).toEqual({
      choice: 'PRODUCT',
      barcode: COFFEES.simile.barcode,
      description: 'Caffè macinato simile',
    });
    expect((await suggestions(c, cart.id, caffe)).suggestions[0]).toMatchObject({
      barcode: COFFEES.simile.barcode,
      customerChoice: true,
    });

    const profile = RememberedSubstitutions.parse(
      okData(await call(s.t, c, 'GET', '/cli/profiles/substitutions')),
    );
    expect(profile.preferences).toMatchObject([
      { productBarcode: caffe, preference: { choice: 'PRODUCT' } },
    ]);

    // The next cart takes the remembered choice; the profile edits it for the carts to come.
    const other = await openCart(s.t, c, s.mazzini, 'DRIVE');
    const line = (await storeOk(s.t, c, other.id, caffe, { amount: 1 })).cart.items[0]!;
    expect(line.substitution).toMatchObject({ choice: 'PRODUCT', barcode: COFFEES.simile.barcode });
    const edited = await s.t.app.inject({
      method: 'PUT',
      url: '/cli/profiles/substitutions',
      headers: { cookie: c.cookie },
      payload: { barcode: caffe, choice: 'NONE' },
    });
    expect(RememberedSubstitutions.parse(okData(edited)).preferences[0]!.preference.choice).toBe(
      'NONE',
    );
  });
});

describe('picking by the rules (issue 30)', () => {
  it('refuses an allergen, a price out of the band and any substitute on a NONE line; caps a dearer one', async () => {
    const c = await newCustomer(s.t);
    const { order, detail } = await placeWithChoices(c, { choice: 'SIMILAR' });
    const coffee = lineOf(detail, caffe);
    expect(coffee.substitution).toEqual({ choice: 'SIMILAR', barcode: null, description: null });
    expect(lineOf(detail, parmigiano).substitution.choice).toBe('NONE');

    const offered = SubstituteSuggestions.parse(
      okData(
        await staffCall(
          s.t,
          s.operator,
          'GET',
          `/cli/staff/orders/${order.id}/items/${coffee.id}/substitutes`,
        ),
      ),
    );
    expect(offered.suggestions.map((x) => x.barcode)).toContain(COFFEES.simile.barcode);
    expect(offered.suggestions.map((x) => x.barcode)).not.toContain(COFFEES.soia.barcode);
    expect(offered.suggestions.map((x) => x.barcode)).not.toContain(COFFEES.caro.barcode);
    const substitute = (itemId: string, barcode: string, operatorAmount = 3) =>
      handleItem(s.t, s.operator, order.id, itemId, {
        action: 'SUBSTITUTE',
        barcode,
        operatorAmount,
      });

    const allergen = expectCode(await substitute(coffee.id, COFFEES.soia.barcode), 200, 4072);
    expect(allergen.data).toMatchObject({ addedAllergens: ['soia'] });
    expectCode(await substitute(coffee.id, COFFEES.caro.barcode), 200, 4074);
    const parm = lineOf(detail, parmigiano).id;
    expectCode(await substitute(parm, COFFEES.simile.barcode, 1), 200, 4070);

    // 3 × 3,29 € = 9,87 € for a line of 3 × 2,99 € = 8,97 €: charged 8,97 € (price match).
    const after = detailOf(await substitute(coffee.id, COFFEES.simile.barcode));
    expect(lineOf(after, caffe).substitute).toMatchObject({
      barcode: COFFEES.simile.barcode,
      operatorTotal: 8.97,
      fullTotal: 9.87,
      refused: false,
    });
  });

  it('offers only the named product on a PRODUCT line and refuses another', async () => {
    const c = await newCustomer(s.t);
    const named = { choice: 'PRODUCT', substituteBarcode: COFFEES.simile.barcode };
    const { order, detail } = await placeWithChoices(c, named);
    const coffee = lineOf(detail, caffe);
    expect(coffee.substitution).toMatchObject({
      choice: 'PRODUCT',
      barcode: COFFEES.simile.barcode,
    });
    const offered = SubstituteSuggestions.parse(
      okData(
        await staffCall(
          s.t,
          s.operator,
          'GET',
          `/cli/staff/orders/${order.id}/items/${coffee.id}/substitutes`,
        ),
      ),
    );
    expect(offered.suggestions).toMatchObject([
      { barcode: COFFEES.simile.barcode, customerChoice: true },
    ]);
    const other = { action: 'SUBSTITUTE', barcode: COFFEES.caro.barcode, operatorAmount: 1 };
    expectCode(await handleItem(s.t, s.operator, order.id, coffee.id, other), 200, 4071);
  });
});

describe('a substitute refused at handover (issue 30)', () => {
  it('is not charged: the capture excludes it and the order shows it refused', async () => {
    const c = await newCustomer(s.t);
    const { order, detail } = await placeWithChoices(c, { choice: 'SIMILAR' });
    const coffee = lineOf(detail, caffe).id;
    await handleItem(s.t, s.operator, order.id, lineOf(detail, parmigiano).id, {
      action: 'PICK',
      operatorAmount: 1,
    });
    detailOf(
      await handleItem(s.t, s.operator, order.id, coffee, {
        action: 'SUBSTITUTE',
        barcode: COFFEES.simile.barcode,
        operatorAmount: 3,
      }),
    );
    const refuse = { action: 'REFUSE_SUBSTITUTE' };
    // Only at handover: not while picking.
    expectCode(await handleItem(s.t, s.operator, order.id, coffee, refuse), 200, 4205);
    detailOf(await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT'));
    const ready = detailOf(await moveTo(s.t, s.operator, order.id, 'TO_BE_COLLECTED'));
    const refused = detailOf(await handleItem(s.t, s.operator, order.id, coffee, refuse));
    expect(lineOf(refused, caffe).substitute!.refused).toBe(true);
    expect(refused.totals.prepared! * 100).toBeCloseTo((ready.totals.prepared! - 8.97) * 100, 0);
    expectCode(await handleItem(s.t, s.operator, order.id, coffee, refuse), 200, 4075);

    const done = detailOf(await moveTo(s.t, s.operator, order.id, 'COLLECTED'));
    expect(done.onlinePayment!.captured).toBe(refused.totals.prepared);
    const seen = envelope(Order).parse(
      (await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`)).json(),
    ).data;
    const sub = seen.preparedCartItems.find((i) => i.barcode === COFFEES.simile.barcode)!;
    expect(sub).toMatchObject({
      rowNetPrice: 0,
      substitutedFor: {
        barcode: caffe,
        amount: 3,
        rowNetPrice: 8.97,
        priceDifference: -8.97,
        refused: true,
      },
    });
    expect(seen.cart.items.find((i) => i.barcode === caffe)!.substitution).toMatchObject({
      choice: 'SIMILAR',
    });
  });
});

describe("the store's band (issue 30)", () => {
  it('is set by the store’s staff and narrows what the picking accepts', async () => {
    const url = `/cli/staff/stores/${s.mazzini}/substitution-band`;
    const put = (cookie: string, bandPercent: number) =>
      s.t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { bandPercent } });
    expect(okData(await staffCall(s.t, s.operator, 'GET', url))).toEqual({ bandPercent: 30 });
    expectCode(await put(s.otherOperator, 5), 403, 403);
    expectCode(await put(s.operator, 101), 400, 400);
    expect(okData(await put(s.operator, 5))).toEqual({ bandPercent: 5 });
    try {
      const c = await newCustomer(s.t);
      const { order, detail } = await placeWithChoices(c, { choice: 'SIMILAR' });
      // 3,29 € against 2,99 € is 10 % dearer: within 30 %, not within 5 %.
      const body = { action: 'SUBSTITUTE', barcode: COFFEES.simile.barcode, operatorAmount: 3 };
      expectCode(
        await handleItem(s.t, s.operator, order.id, lineOf(detail, caffe).id, body),
        200,
        4074,
      );
    } finally {
      okData(await put(s.operator, 30));
    }
  });
});
