import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@spesa/server/db';

export interface Shopper {
  cookie: string;
}
interface ReadyCart extends Shopper {
  cartId: string;
  slotId: string;
}
interface Envelope<T> {
  responseCode: number;
  data: T;
  message?: string;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** The steps before and of placing an order, through the real routes (inject, no sockets). */
export function shopperFlow(fastify: FastifyInstance, db: Db) {
  let target: Promise<{ storeId: number; barcodes: string[] }> | undefined;

  async function call<T>(shopper: Shopper, method: 'GET' | 'POST', url: string, body?: object) {
    const res = await fastify.inject({
      method,
      url,
      payload: body,
      headers: { cookie: shopper.cookie },
    });
    const json = res.json<Envelope<T>>();
    if (json.responseCode !== 0)
      throw new Error(`${url}: ${json.responseCode} ${json.message ?? ''}`);
    return json.data;
  }

  // A store offering pickup and its five dearest piece products: above any minimum order.
  async function pickTarget() {
    const rows = await db.execute<{ store_id: number; barcode: string }>(sql`
      select sp.store_id, p.barcode from store_products sp join products p on p.id = sp.product_id
      join store_delivery_modes m on m.store_id = sp.store_id and m.mode = 'IN_STORE'
      where p.um = 'PZ' and sp.available
      order by sp.store_id, sp.price_cents desc limit 5`);
    return { storeId: rows.rows[0]!.store_id, barcodes: rows.rows.map((r) => r.barcode) };
  }

  return {
    async prepare(shopper: Shopper): Promise<ReadyCart> {
      target ??= pickTarget();
      const { storeId, barcodes } = await target;
      const { cart } = await call<{ cart: { id: string } }>(
        shopper,
        'POST',
        '/cli/ecommerce/cart/open',
        {
          storeId,
          deliveryMode: 'IN_STORE',
          addressId: '',
          terminalType: 'WEB',
          terminalId: 'WEB',
        },
      );
      for (const barcode of barcodes) {
        await call(shopper, 'POST', '/cli/ecommerce/cart/store', {
          cartId: cart.id,
          barcode,
          amount: 1,
          um: 'PZ',
          preview: false,
        });
      }
      const days = await call<{ date: string; weekDay: number; available: boolean }[]>(
        shopper,
        'GET',
        `/cli/ecommerce/slots/${cart.id}/days`,
      );
      const day = days.find((d) => d.available)!;
      const slots = await call<{ id: string; available: boolean }[]>(
        shopper,
        'GET',
        `/cli/ecommerce/slots/${cart.id}?weekDay=${day.weekDay}&date=${day.date}`,
      );
      const slotId = slots.find((s) => s.available)!.id;
      // Room for every bench order: capacity is what the concurrency test proves, not this.
      await db.execute(sql`update slot_instances set capacity = 100000 where id = ${slotId}`);
      return { ...shopper, cartId: cart.id, slotId };
    },
    /** Places the order; answers its id. */
    async freeze(ready: ReadyCart): Promise<string> {
      const order = await call<{ id: string }>(ready, 'POST', '/cli/ecommerce/cart/freeze', {
        cartId: ready.cartId,
        profileEmail: 'bench@example.it',
        profileMobilePhone: '3331234567',
        profileCard: '',
        firstName: 'Bench',
        lastName: 'Cliente',
        timeSlotId: ready.slotId,
        paymentMode: 'CASH',
        notes: '',
        integrationNotes: '',
        invoice: false,
        billingAddressId: '',
        enableProductsReplacement: false,
        clientWeb: true,
      });
      return order.id;
    },
    call,
    target: () => (target ??= pickTarget()),
  };
}

export type ShopperFlow = ReturnType<typeof shopperFlow>;
export type { ReadyCart };
