import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { clusterClient } from './cluster-client';

/** The HTTP steps of an order, as a shopper's browser takes them (cluster test, bench:cluster). */
type Client = ReturnType<typeof clusterClient>;
interface Shopper {
  cookie: string;
}

async function ok<T>(
  reply: Promise<{ body: { responseCode: number; data: T; message?: string } }>,
) {
  const { body } = await reply;
  assert.equal(body.responseCode, 0, body.message);
  return body.data;
}

/** A pickup store and its five dearest piece products (above any minimum order). */
export async function target(db: Db) {
  const rows = await db.execute<{ store_id: number; barcode: string }>(sql`
    select sp.store_id, p.barcode from store_products sp join products p on p.id = sp.product_id
    join store_delivery_modes m on m.store_id = sp.store_id and m.mode = 'IN_STORE'
    where p.um = 'PZ' and sp.available
    order by sp.store_id, sp.price_cents desc limit 5`);
  return { storeId: rows.rows[0]!.store_id, barcodes: rows.rows.map((r) => r.barcode) };
}

export async function fillCart(client: Client, s: Shopper, storeId: number, barcodes: string[]) {
  const { cart } = await ok<{ cart: { id: string } }>(
    client.call('POST', '/cli/ecommerce/cart/open', {
      cookie: s.cookie,
      body: {
        storeId,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'WEB',
      },
    }),
  );
  for (const barcode of barcodes)
    await ok(
      client.call('POST', '/cli/ecommerce/cart/store', {
        cookie: s.cookie,
        body: { cartId: cart.id, barcode, amount: 1, um: 'PZ', preview: false },
      }),
    );
  return cart.id;
}

export async function firstSlot(client: Client, s: Shopper, cartId: string) {
  const days = await ok<{ date: string; weekDay: number; available: boolean }[]>(
    client.call('GET', `/cli/ecommerce/slots/${cartId}/days`, { cookie: s.cookie }),
  );
  const day = days.find((d) => d.available)!;
  const slots = await ok<{ id: string; available: boolean }[]>(
    client.call('GET', `/cli/ecommerce/slots/${cartId}?weekDay=${day.weekDay}&date=${day.date}`, {
      cookie: s.cookie,
    }),
  );
  return slots.find((x) => x.available)!.id;
}

export type PaymentMode = 'CASH' | 'ONLINE_CARD';

export const freezeBody = (cartId: string, slotId: string, paymentMode: PaymentMode = 'CASH') => ({
  cartId,
  profileEmail: 'cluster@example.it',
  profileMobilePhone: '3331234567',
  profileCard: '',
  firstName: 'Cluster',
  lastName: 'Cliente',
  timeSlotId: slotId,
  paymentMode,
  notes: '',
  integrationNotes: '',
  invoice: false,
  billingAddressId: '',
  enableProductsReplacement: false,
  clientWeb: true,
});
