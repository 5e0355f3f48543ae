import { envelope, PaymentMethod } from '@spesa/contracts';
import { expect } from 'vitest';
import type { TestApp } from './index';
import { call, okData } from './cart-helpers';
import type { Customer } from './cart-setup';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  expired: '4000000000000069',
  noFunds: '4000000000000341',
  badLuhn: '4242424242424241',
  notTestCard: '4111111111111111',
} as const;

/** GET /cli/pay/boarding as the customer: answers the acquirer page's path. */
export async function startBoarding(t: TestApp, c: Customer): Promise<string> {
  const res = await call(t, c, 'GET', '/cli/pay/boarding');
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

/** Posts the acquirer's form, as the browser would (no shop cookie: another site's page). */
export function submitCardForm(
  t: TestApp,
  pagePath: string,
  form: { number: string; expiry: string; cvc: string },
) {
  return t.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Follows a redirect back to the shop as the customer; answers where it lands. */
export async function followAsCustomer(t: TestApp, c: Customer | null, location: string) {
  const res = await call(t, c, 'GET', location);
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

/** The whole boarding with a card: answers the shop page it ends on. */
export async function linkCard(
  t: TestApp,
  c: Customer,
  number: string = CARDS.visa,
  expiry = '12/40',
): Promise<string> {
  const page = await startBoarding(t, c);
  const posted = await submitCardForm(t, page, { number, expiry, cvc: '123' });
  expect(posted.statusCode, posted.body).toBe(303);
  return followAsCustomer(t, c, String(posted.headers.location));
}

export async function paymentMethodOf(t: TestApp, c: Customer): Promise<PaymentMethod> {
  const res = await call(t, c, 'GET', '/cli/pay/paymentmethod');
  return envelope(PaymentMethod).shape.data.parse(okData(res));
}
