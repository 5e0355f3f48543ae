import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Provinces, keyed by their ISTAT code; `code` is the two-letter plate code. */
export const counties = pgTable('counties', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  regionId: text('region_id')
    .notNull()
    .references(() => regions.id),
});

/** Comuni, keyed by their ISTAT code. */
export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    countyId: text('county_id')
      .notNull()
      .references(() => counties.id),
    cadastralCode: text('cadastral_code').notNull(),
  },
  (t) => [
    index('cities_county_idx').on(t.countyId),
    index('cities_search_idx').on(t.searchName),
    // Place search matches inside names too ('reggio' finds 'Reggio nell'Emilia' and 'Reggio di Calabria').
    index('cities_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const cityZips = pgTable(
  'city_zips',
  {
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    zip: text('zip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.zip] }), index('city_zips_zip_idx').on(t.zip)],
);
