import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

export const deliveryModes = pgTable('delivery_modes', {
  id: text('id', { enum: ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] }).primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export interface StoreTimetable {
  weekDay: number;
  description: string;
  hours: string;
}
export interface StoreOpening {
  date: string;
  description: string;
  hours: string;
}

/** Coordinates are degrees; they locate, they never count money. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  county: text('county').notNull(),
  regionId: text('region_id').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  webUrl: text('web_url'),
  logoImageUrl: text('logo_image_url'),
  contacts: jsonb('contacts').$type<{ type: string; value: string }[]>().notNull(),
  timetables: jsonb('timetables').$type<StoreTimetable[]>().notNull(),
  openings: jsonb('openings').$type<StoreOpening[]>().notNull(),
  services: text('services').array().notNull(),
  departments: text('departments').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Issue 30: a substitute's unit price stays within ± this percent of the ordered one. */
  substitutionBandPercent: integer('substitution_band_percent').notNull().default(30),
  /** Issue 29: how long a slot is held for a shopper before checkout. */
  holdMinutes: integer('hold_minutes').notNull().default(60),
  /** Issue 29: the share of each slot kept for priority customers. */
  prioritySharePercent: integer('priority_share_percent').notNull().default(0),
  /** Issue 29: the reserved places open to everyone this long before a slot's cut-off. */
  priorityOpensMinutes: integer('priority_opens_minutes').notNull().default(1440),
});

/** The modes a store offers, each with its minimum order. */
export const storeDeliveryModes = pgTable(
  'store_delivery_modes',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] })
      .notNull()
      .references(() => deliveryModes.id),
    minNetTotalCents: integer('min_net_total_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.mode] })],
);

/** The postcodes a store serves in a mode: home-delivery area, or the catchment for pickup. */
export const storeServiceAreas = pgTable(
  'store_service_areas',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] }).notNull(),
    zip: text('zip').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.mode, t.zip] }),
    index('store_service_areas_zip_idx').on(t.zip, t.mode),
  ],
);
