import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A customer's smart shopping list (spec 3). Lists are shown oldest first: the first one is
 * what the web makes current when none is, so the order must not change with edits.
 */
export const smartLists = pgTable(
  'smart_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('smart_lists_user_idx').on(t.userId, t.id),
    check('smart_lists_title_check', sql`length(btrim(${t.title})) between 1 and 60`),
  ],
);

/**
 * One line of a list: a catalogue product, or (CUSTOM) a free-text description. The amount is
 * in thousandths of the product's unit, as in cart_items, and never below one unit (spec 5).
 * A product appears once per list: adding it again adds to its line.
 */
export const smartListItems = pgTable(
  'smart_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => smartLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    customDescription: text('custom_description'),
    quantityMilli: integer('quantity_milli').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('smart_list_items_product_key')
      .on(t.listId, t.productId)
      .where(sql`product_id is not null`),
    index('smart_list_items_list_idx').on(t.listId, t.id),
    index('smart_list_items_product_idx').on(t.productId),
    check(
      'smart_list_items_kind_check',
      sql`(${t.productId} is null) <> (${t.customDescription} is null)`,
    ),
    check('smart_list_items_quantity_check', sql`${t.quantityMilli} >= 1000`),
  ],
);

/** A customer's favourite products (spec 3: identified by barcode); adding twice is a no-op. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_product_idx').on(t.productId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);
