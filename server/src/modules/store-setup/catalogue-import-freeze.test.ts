import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, storeOk } from '../../testing/cart-helpers';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { changesOf, coffeeCart } from '../../testing/orders-helpers';
import {
  importCsv,
  reportOf,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

const { caffe, biscotti } = FIXTURE.barcodes;

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

describe('an import reaches the open carts through the freeze check', () => {
  it('answers 4105 with the new price and the product made unavailable', async () => {
    const shopper = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, shopper, s.mazzini);
    await storeOk(s.t, shopper, cartId, biscotti, { amount: 2 });

    // Coffee 3,49 → 3,99 (2,99 → 3,49 after the chain's 0,50 € off); the biscuits run out.
    const file = `barcode;price;available\n${caffe};3,99;1\n${biscotti};2,59;0\n`;
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, file, false));
    expect(report.counts).toMatchObject({ priceChanges: 1, madeUnavailable: 1 });

    const res = await call(s.t, shopper, 'POST', '/cli/ecommerce/cart/freeze/check', {
      cartId,
      preview: false,
    });
    const changes = changesOf(res);
    expect(changes.updatedItems).toMatchObject([
      { barcode: caffe, oldPrice: 2.99, newPrice: 3.49 },
    ]);
    expect(changes.removedItems).toMatchObject([{ barcode: biscotti, amount: 2 }]);
  });
});
