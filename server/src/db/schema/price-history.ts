import { date, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { stores } from './stores';

/**
 * Every price a store applied and from when (Codice del consumo art. 17-bis): a shelf price
 * from `valid_from` until the next shelf row, or an offer price from `valid_from` to
 * `valid_to`. Written by triggers on store_products and promotions (migration 0019) in the
 * transaction of every write that changes a price, so the seed, the catalogue import and
 * the staff set-up all keep it without knowing of it.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /** The shop's calendar day (Europe/Rome) the price began. */
    validFrom: date('valid_from').notNull(),
    /** Offers only: their last day; a shelf price lasts until the next shelf row. */
    validTo: date('valid_to'),
    /** The offer that applied this price; null for shelf prices. No FK: history outlives it. */
    promotionId: integer('promotion_id'),
  },
  (t) => [index('price_history_store_product_idx').on(t.storeId, t.productId, t.validFrom)],
);
