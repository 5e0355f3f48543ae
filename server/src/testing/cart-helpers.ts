import {
  Cart,
  CartLineResult,
  CartOpenResult,
  DeliveryModeId,
  deliversToAddress,
  envelope,
  ErrorEnvelope,
} from '@spesa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, WireId } from './index';
import type { Customer } from './cart-setup';

/** A request as the customer (their session cookie), or as a guest with null. */
export async function call(
  t: TestApp,
  c: Customer | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: c ? { cookie: c.cookie } : {} });
}

/** Expects success (HTTP 200, response code 0) and answers the data. */
export function okData(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ responseCode: number; data: unknown }>();
  expect(body.responseCode).toBe(0);
  return body.data;
}

/** Expects an error envelope with the HTTP status and response code; answers it. */
export function expectCode(res: LightMyRequestResponse, status: number, code: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorEnvelope.parse(res.json());
  expect(body.responseCode).toBe(code);
  return body;
}

export function parseCart(data: unknown): Cart {
  return Cart.parse(data);
}

export async function openCart(
  t: TestApp,
  c: Customer,
  storeId: WireId,
  deliveryMode = 'AT_HOME',
): Promise<Cart> {
  const res = await call(t, c, 'POST', '/cli/ecommerce/cart/open', {
    storeId,
    deliveryMode,
    addressId: deliversToAddress(DeliveryModeId.parse(deliveryMode)) ? c.addressId : '',
    terminalType: 'WEB',
    terminalId: 'web-test',
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(CartOpenResult).parse(res.json()).data.cart;
}

/** cart/store of pieces (PZ) or of kilograms (KG). */
export async function storeLine(
  t: TestApp,
  c: Customer,
  cartId: WireId,
  barcode: string,
  quantity: { amount: number } | { weight: number },
) {
  const um = 'amount' in quantity ? 'PZ' : 'KG';
  return call(t, c, 'POST', '/cli/ecommerce/cart/store', {
    cartId,
    barcode,
    ...quantity,
    um,
    preview: false,
  });
}

export async function storeOk(...args: Parameters<typeof storeLine>): Promise<CartLineResult> {
  const res = await storeLine(...args);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(CartLineResult).parse(res.json()).data;
}
