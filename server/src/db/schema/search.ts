import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Words staff make equivalent for search ('coca' → 'cola'): a typed `term` also
 * finds what its `synonyms` find. Chain-wide; a write moves the catalogue version.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** Lower-cased, accents removed, one word. */
  term: text('term').notNull().unique(),
  /** Comma-separated words or phrases ('parma, san daniele'), normalised the same way. */
  synonyms: text('synonyms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Searches that found nothing: one row per store, day, normalised text and client, so a client
 * counts once a day however often it searches (search-misses.ts). `client` is a digest of the
 * client's address, never the address itself; rows go after 90 days.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    query: text('query').notNull(),
    client: text('client').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.query, t.client] }),
    index('search_misses_day_idx').on(t.day),
  ],
);
