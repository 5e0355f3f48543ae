import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { storePriceCents } from './prices';
import { createRng, seedOf } from './prng';

export interface StoreRange {
  storeId: number;
  priceLevel: number;
  partialRange: boolean;
}

export interface StoreProductColumns {
  productIds: number[];
  prices: number[];
  available: boolean[];
}

/** Share of the catalogue a smaller store does not carry, and of products out of stock. */
export const MISSING_SHARE = 0.03;
export const UNAVAILABLE_SHARE = 0.02;

/** One store's shelf: which products it carries, at what price, and which are out of stock. */
export function storeShelf(
  store: StoreRange,
  items: readonly { productId: number; basePriceCents: number }[],
): StoreProductColumns {
  const rng = createRng(seedOf(`store-products:${store.storeId}`));
  const out: StoreProductColumns = { productIds: [], prices: [], available: [] };
  for (const { productId, basePriceCents } of items) {
    const price = storePriceCents(basePriceCents, store.priceLevel, rng);
    const roll = rng.next();
    if (store.partialRange && roll < MISSING_SHARE) continue;
    out.productIds.push(productId);
    out.prices.push(price);
    out.available.push(!(roll >= 1 - UNAVAILABLE_SHARE));
  }
  return out;
}

const pgArray = (values: readonly (number | boolean)[]): string => `{${values.join(',')}}`;

/** One statement per store: three arrays unnested beat a million bound parameters. */
export async function insertStoreShelf(
  db: DbOrTx,
  storeId: number,
  shelf: StoreProductColumns,
): Promise<void> {
  await db.execute(sql`
    insert into store_products (store_id, product_id, price_cents, available)
    select ${storeId}::int, t.product_id, t.price_cents, t.available
    from unnest(${pgArray(shelf.productIds)}::int[], ${pgArray(shelf.prices)}::int[], ${pgArray(shelf.available)}::boolean[])
      as t(product_id, price_cents, available)`);
}
