import { Buffer } from 'node:buffer';
import type { APIRequestContext } from '@playwright/test';
import type { Customer } from './accounts';
import { data } from './api-data';
import { NEW_CUSTOMER_PASSWORD } from './new-customer';

/** A customer's session and order placed through the API, for tests that start from an order. */

/** Logs a registered customer in on a request context (the session cookie lands on it). */
export async function logInApi(request: APIRequestContext, customer: Customer): Promise<void> {
  const basic = Buffer.from(`${customer.email}:${NEW_CUSTOMER_PASSWORD}`).toString('base64');
  await data(
    await request.get('/cli/profiles/login', { headers: { authorization: `Basic ${basic}` } }),
  );
}

/**
 * Freezes `cartId` through the API in the first free slot, paid in cash at pickup; `extra`
 * adds freeze fields (an invoice request's, say).
 */
export async function placeCashOrder(
  request: APIRequestContext,
  customer: Pick<Customer, 'email' | 'firstName' | 'lastName'>,
  cartId: number | string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; code: number }> {
  const days = await data<{ date: string; weekDay: number; available: boolean }[]>(
    await request.get(`/cli/ecommerce/slots/${cartId}/days`),
  );
  const day = days.find((d) => d.available);
  if (!day) throw new Error('no free day');
  const slots = await data<{ id: string; available: boolean }[]>(
    await request.get(`/cli/ecommerce/slots/${cartId}?weekDay=${day.weekDay}&date=${day.date}`),
  );
  const slot = slots.find((s) => s.available);
  if (!slot) throw new Error('no free slot');
  return data<{ id: string; code: number }>(
    await request.post('/cli/ecommerce/cart/freeze', {
      data: {
        cartId,
        profileEmail: customer.email,
        profileMobilePhone: '3471234567',
        firstName: customer.firstName,
        lastName: customer.lastName,
        timeSlotId: slot.id,
        paymentMode: 'CASH',
        enableProductsReplacement: false,
        clientWeb: true,
        ...extra,
      },
    }),
  );
}
