import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  Cart,
  CartChanges,
  envelope,
  Order,
  type DeliveryModeId,
  type FreezeRequest,
} from '@spesa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { loyaltyCards, slotInstances, users } from '../db/schema';
import { rowId, type TestApp, type WireId } from './index';
import { addDays, shopToday } from '../shared/shop-time';
import { call, okData, openCart, storeOk } from './cart-helpers';
import { FIXTURE, type Customer } from './cart-setup';

let nextMinute = 0;

/**
 * A slot instance written straight to the table, as the slot lists would have materialised
 * it: 3 days ahead by default, each at its own start (20:00, 20:01 …) so none collide.
 */
export async function testSlot(
  t: TestApp,
  storeId: WireId,
  mode: DeliveryModeId,
  over: { capacity?: number; booked?: number; cutoffMinutes?: number; date?: string } = {},
): Promise<number> {
  const minute = nextMinute++;
  const startsAt = `${20 + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
  const [row] = await t.db.db
    .insert(slotInstances)
    .values({
      storeId: rowId(storeId),
      mode,
      date: over.date ?? addDays(shopToday(new Date()), 3),
      startsAt,
      endsAt: '23:59',
      capacity: over.capacity ?? 10,
      booked: over.booked ?? 0,
      cutoffMinutes: over.cutoffMinutes ?? 60,
    })
    .returning({ id: slotInstances.id });
  if (!row) throw new Error('slot insert returned no row');
  return row.id;
}

export async function bookedOf(t: TestApp, slotId: WireId): Promise<number> {
  const [row] = await t.db.db
    .select({ booked: slotInstances.booked })
    .from(slotInstances)
    .where(eq(slotInstances.id, rowId(slotId)));
  return row?.booked ?? -1;
}

/** A complete, valid cart/freeze body; `over` changes or drops (undefined) fields. */
export function freezeBody(cartId: WireId, timeSlotId: WireId, over: Partial<FreezeRequest> = {}) {
  return {
    cartId,
    profileEmail: 'giulia.bianchi@example.it',
    profileMobilePhone: '3331234567',
    profileCard: '',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    timeSlotId,
    paymentMode: 'CASH',
    notes: 'Citofono Bianchi',
    integrationNotes: '',
    invoice: false,
    billingAddressId: '',
    enableProductsReplacement: false,
    clientWeb: true,
    ...over,
  };
}

export function freeze(t: TestApp, c: Customer | null, body: object) {
  return call(t, c, 'POST', '/cli/ecommerce/cart/freeze', body);
}

export function orderOf(res: LightMyRequestResponse): Order {
  return Order.parse(okData(res));
}

export function cartOf(res: LightMyRequestResponse): Cart {
  return Cart.parse(okData(res));
}

/**
 * A freeze check that found nothing: code 0 with the check's own shape (spec 3, freeze check
 * result), both lists empty, strictly. Answers its cart.
 */
export function passedCheckOf(res: LightMyRequestResponse): Cart {
  const data = CartChanges.strict().parse(okData(res));
  expect(data.updatedItems).toEqual([]);
  expect(data.removedItems).toEqual([]);
  return data.cart;
}

/** Expects the 4105 answer: HTTP 200 with the changes as data. */
export function changesOf(res: LightMyRequestResponse): CartChanges {
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope(CartChanges).extend({ message: z.string() }).parse(res.json());
  expect(body.responseCode).toBe(4105);
  return body.data;
}

/** An IN_STORE cart at the store with 3 packs of coffee (2,99 € each): 8,97 € plus 2 € picking. */
export async function coffeeCart(t: TestApp, c: Customer, storeId: WireId): Promise<string> {
  const cart = await openCart(t, c, storeId, 'IN_STORE');
  await storeOk(t, c, cart.id, FIXTURE.barcodes.caffe, { amount: 3 });
  return cart.id;
}

/** Places an IN_STORE order of coffee on a fresh slot and answers it. */
export async function placeOrder(t: TestApp, c: Customer, storeId: WireId): Promise<Order> {
  const cartId = await coffeeCart(t, c, storeId);
  const slotId = await testSlot(t, storeId, 'IN_STORE');
  return orderOf(await freeze(t, c, freezeBody(cartId, slotId)));
}

/** A registry card of the customer's own (02 + 11 random digits), enabled unless told. */
export async function giveLoyaltyCard(t: TestApp, userId: number, enabled = true) {
  const code = `02${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  await t.db.db.insert(loyaltyCards).values({
    code,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1990-05-17',
    enabled,
  });
  await t.db.db.update(users).set({ cardCode: code }).where(eq(users.id, userId));
  return code;
}
