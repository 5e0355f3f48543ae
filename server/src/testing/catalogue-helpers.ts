import { countedPagedEnvelope, ErrorEnvelope, Product } from '@spesa/contracts';
import { expect } from 'vitest';
import type { TestApp } from './index';

export const ProductsPage = countedPagedEnvelope(Product);

/** GETs a URL, checks the status, and returns the parsed JSON body. */
export async function getJson(t: TestApp, url: string, status = 200): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

export async function productsPage(t: TestApp, storeId: number, query = '') {
  return ProductsPage.parse(await getJson(t, `/cli/ecommerce/products/${storeId}?${query}`));
}

/** A 400 envelope whose message and field list both name the offending field. */
export async function expectBadRequest(t: TestApp, url: string, field: string) {
  const body = ErrorEnvelope.parse(await getJson(t, url, 400));
  expect(body.responseCode).toBe(400);
  expect(body.message).toContain(field);
  expect(body.errors?.map((e) => e.field)).toContain(field);
}

/** An error envelope with the given HTTP status and response code. */
export async function expectError(t: TestApp, url: string, status: number, code: number) {
  const body = ErrorEnvelope.parse(await getJson(t, url, status));
  expect(body.responseCode).toBe(code);
  return body;
}
