import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shippingAddresses, users } from './accounts';
import { products } from './catalogue';
import { deliveryModes, storeDeliveryModes, stores } from './stores';

const MODES = ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] as const;
export const SUBSTITUTION_CHOICES = ['NONE', 'SIMILAR', 'PRODUCT'] as const;
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * What a store charges in a mode: the delivery (or preparation) fee, waived once the cart's
 * net total reaches the threshold (null: never waived). The minimum order stays where it
 * already was, in store_delivery_modes.min_net_total_cents. A mode without a row is free.
 */
export const storeFees = pgTable(
  'store_fees',
  {
    storeId: integer('store_id').notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    feeFreeThresholdCents: integer('fee_free_threshold_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.mode] }),
    foreignKey({
      name: 'store_fees_store_mode_fk',
      columns: [t.storeId, t.mode],
      foreignColumns: [storeDeliveryModes.storeId, storeDeliveryModes.mode],
    }).onDelete('cascade'),
    check('store_fees_fee_check', sql`${t.deliveryFeeCents} >= 0`),
    check(
      'store_fees_threshold_check',
      sql`${t.feeFreeThresholdCents} is null or ${t.feeFreeThresholdCents} >= 0`,
    ),
  ],
);

/**
 * A customer's cart for one store and mode. OPEN while it is filled (at most one per
 * customer, store and mode: the partial unique index, which `cart/open` upserts against),
 * FROZEN once an order is made of it, ABORTED for the cart of an aborted order, PARKED while
 * an order of the same store and mode is being changed (order-changes.ts). An open
 * cart the customer deletes is deleted. `updated_at` is the last time the customer opened
 * or changed it: the most recent open cart is the current one. Money is never stored
 * here: every read prices the lines afresh.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    mode: text('mode', { enum: MODES })
      .notNull()
      .references(() => deliveryModes.id),
    /** AT_HOME only; a deleted address leaves the cart without one until it is opened again. */
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['OPEN', 'FROZEN', 'ABORTED', 'PARKED'] })
      .notNull()
      .default('OPEN'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carts_open_key')
      .on(t.userId, t.storeId, t.mode)
      .where(sql`status = 'OPEN'`),
    index('carts_user_idx').on(t.userId, t.status, t.updatedAt),
  ],
);

/**
 * One product in a cart. The quantity is in thousandths of the unit (1000 = one piece or one
 * kilogram). `unit_price_cents` is the net price per unit when the line was last set: the
 * freeze check compares it with today's price to report what changed. Barcode, availability
 * and prices are read from the catalogue, never copied here.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /**
     * Issue 30: the line's substitution preference; null follows the order's yes/no. A new
     * line takes the customer's remembered one (trigger of 0022_substitution-preferences).
     */
    substitutionChoice: text('substitution_choice', { enum: SUBSTITUTION_CHOICES }),
    substituteProductId: integer('substitute_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    unique('cart_items_product_key').on(t.cartId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantityMilli} > 0`),
    check('cart_items_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

/**
 * Issue 30: a customer's substitution preference per product, remembered for the next orders
 * and listed in the profile. Setting a cart line's preference writes it here too.
 */
export const substitutionPreferences = pgTable(
  'substitution_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    choice: text('choice', { enum: SUBSTITUTION_CHOICES }).notNull(),
    substituteProductId: integer('substitute_product_id').references(() => products.id, {
      onDelete: 'cascade',
    }),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check(
      'substitution_preferences_product_check',
      sql`(${t.choice} = 'PRODUCT') = (${t.substituteProductId} is not null)`,
    ),
  ],
);
