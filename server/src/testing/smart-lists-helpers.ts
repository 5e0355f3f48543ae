import { envelope, SmartList, SmartListSummaries } from '@spesa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, WireId } from './index';
import { call, okData } from './cart-helpers';
import type { Customer } from './cart-setup';

export { call, expectCode, okData } from './cart-helpers';

/** POST as the customer, expecting success. */
export async function postOk(t: TestApp, c: Customer, url: string, payload: object) {
  return okData(await call(t, c, 'POST', url, payload));
}

export function parseList(res: LightMyRequestResponse): SmartList {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SmartList).parse(res.json()).data;
}

export async function createList(t: TestApp, c: Customer, title: string): Promise<SmartList> {
  return parseList(await call(t, c, 'POST', '/cli/slists/create', { title }));
}

export async function getList(t: TestApp, c: Customer, id: WireId): Promise<SmartList> {
  return parseList(await call(t, c, 'GET', `/cli/slists/${id}`));
}

export async function allLists(t: TestApp, c: Customer) {
  return SmartListSummaries.parse(okData(await call(t, c, 'GET', '/cli/slists')));
}

export async function addItem(t: TestApp, c: Customer, payload: object): Promise<SmartList> {
  return parseList(await call(t, c, 'POST', '/cli/slists/items/create', payload));
}
