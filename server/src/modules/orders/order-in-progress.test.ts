import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectCode } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { placeOrder } from '../../testing/orders-helpers';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

describe('profile deletion and orders in progress', () => {
  it('is refused while an order waits, and accepted once the order is aborted', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);

    const refused = await call(s.t, c, 'POST', '/cli/profiles/deleteRequest', {});
    expectCode(refused, 200, 4064);
    expect(refused.json().message).toMatch(/ordine in corso/);

    const aborted = await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id });
    expect(aborted.json().responseCode).toBe(0);
    const accepted = await call(s.t, c, 'POST', '/cli/profiles/deleteRequest', {});
    expect(accepted.json().responseCode).toBe(0);
  });
});
