import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts } from './carts';
import { orders } from './orders';
import { slotInstances } from './slots';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** One line of an order version, as it was confirmed (quantities in thousandths, cents). */
export interface OrderVersionLine {
  productId: number | null;
  barcode: string;
  description: string;
  um: 'KG' | 'PZ';
  quantityMilli: number;
  priceCents: number;
  rowNetCents: number;
}

/**
 * Issue 29: an order the customer is changing. The change is an open cart of the order's store
 * and mode (`cart_id`, the customer's current cart meanwhile); a cart they already had there is
 * PARKED (`parked_cart_id`) and reopened when the change row goes (the trigger of the
 * migration), however it goes: confirmed, discarded, or its cart deleted. One open change per
 * order and per cart.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parkedCartId: integer('parked_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    openedAt: stamp('opened_at'),
  },
  (t) => [
    uniqueIndex('order_changes_cart_key').on(t.cartId),
    index('order_changes_user_idx').on(t.userId),
  ],
);

/**
 * Every confirmed state of an order (issue 29): version 1 as placed (written at its first
 * change), then one per confirmed change, with its lines and totals; the order row always holds
 * the latest. What changed between two versions is read from them (order-version-diff.ts).
 */
export const orderVersions = pgTable(
  'order_versions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    slotInstanceId: integer('slot_instance_id')
      .notNull()
      .references(() => slotInstances.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    paymentMode: text('payment_mode', {
      enum: ['CASH', 'BANCOMAT', 'CREDIT_CARD', 'ONLINE_CARD'],
    }).notNull(),
    enableProductsReplacement: boolean('enable_products_replacement').notNull(),
    notes: text('notes'),
    itemsCount: integer('items_count').notNull(),
    netTotalCents: integer('net_total_cents').notNull(),
    totalToPayCents: integer('total_to_pay_cents').notNull(),
    lines: jsonb('lines').$type<OrderVersionLine[]>().notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('order_versions_order_version_key').on(t.orderId, t.version)],
);
