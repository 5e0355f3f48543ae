import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts } from './carts';
import { slotInstances } from './slots';

/**
 * Issue 29: a place of a slot held for a shopper's cart before checkout. A hold counts against
 * the slot's capacity while `expires_at > now()`, so an expired hold frees its place with no
 * process running at that instant; housekeeping deletes old expired rows later (the row stays a
 * day so that the customer can be told theirs lapsed). One hold per customer and cart. Every
 * write takes the slot_instances row lock first, so holds and bookings of a slot are decided
 * one after another.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: serial('id').primaryKey(),
    slotInstanceId: integer('slot_instance_id')
      .notNull()
      .references(() => slotInstances.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    extended: boolean('extended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('slot_holds_user_cart_key').on(t.userId, t.cartId),
    index('slot_holds_slot_expiry_idx').on(t.slotInstanceId, t.expiresAt),
    index('slot_holds_expiry_idx').on(t.expiresAt),
    index('slot_holds_cart_idx').on(t.cartId),
  ],
);

/** PostgreSQL's clock decides whether a hold is live: the same instant for every process. */
export const slotHoldLive = sql<boolean>`${slotHolds.expiresAt} > now()`;
