import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { staff } from './staff';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Issue 31: the photos staff upload, originals kept in PostgreSQL so every server process
 * serves them and a backup holds them. The WebP variants are made from these bytes on demand;
 * the URL names the content (`sha256`), so a photo never changes under its address.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of `bytes`: the photo's address. */
    sha256: text('sha256').notNull(),
    /** Sniffed from the bytes, never the upload's declared type. */
    mime: text('mime', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** 0 is the main photo, the one cards show. */
    position: integer('position').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_photos_product_sha_idx').on(t.productId, t.sha256),
    index('product_photos_sha_idx').on(t.sha256),
    index('product_photos_order_idx').on(t.productId, t.position),
  ],
);
