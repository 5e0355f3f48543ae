import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { deliveryModes, storeDeliveryModes, stores } from './stores';

const MODES = ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] as const;

/** Only a mode the store offers can have a calendar; dropping the mode drops it. */
const offeredMode = (name: string, storeId: PgColumn, mode: PgColumn) =>
  foreignKey({
    name,
    columns: [storeId, mode],
    foreignColumns: [storeDeliveryModes.storeId, storeDeliveryModes.mode],
  }).onDelete('cascade');

/**
 * The slot calendar of each store and mode, on the store's wall clock in Europe/Rome
 * ('date' + 'time' without zone: a 09:00 slot stays 09:00 across the DST change).
 * A template repeats every week on `week_day` (1 Sunday … 7 Saturday, the web
 * shop's numbering) while valid_from <= date <= valid_to (null: open-ended); it is
 * ended with valid_to, not deleted. Booking closes `cutoff_minutes` before the start.
 */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    weekDay: smallint('week_day').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
  },
  (t) => [
    offeredMode('slot_templates_store_mode_fk', t.storeId, t.mode),
    index('slot_templates_store_mode_idx').on(t.storeId, t.mode, t.weekDay),
    check('slot_templates_week_day_check', sql`${t.weekDay} between 1 and 7`),
    check('slot_templates_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('slot_templates_capacity_check', sql`${t.capacity} > 0`),
    check('slot_templates_cutoff_check', sql`${t.cutoffMinutes} >= 0`),
    check(
      'slot_templates_validity_check',
      sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
  ],
);

/**
 * A day without template slots: one mode, or every mode when `mode` is null.
 * Special openings of that day still apply (close the holiday, open its morning).
 */
export const slotClosures = pgTable(
  'slot_closures',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }),
    date: date('date').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    // A null mode skips this check (MATCH SIMPLE), which is what 'every mode' needs.
    offeredMode('slot_closures_store_mode_fk', t.storeId, t.mode),
    unique('slot_closures_store_mode_date_key').on(t.storeId, t.mode, t.date).nullsNotDistinct(),
  ],
);

/** An extra slot on one date, on top of the templates; it wins over a template starting at the same time. */
export const slotSpecialOpenings = pgTable(
  'slot_special_openings',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    date: date('date').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
  },
  (t) => [
    offeredMode('slot_special_openings_store_mode_fk', t.storeId, t.mode),
    unique('slot_special_openings_slot_key').on(t.storeId, t.mode, t.date, t.startsAt),
    check('slot_special_openings_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('slot_special_openings_capacity_check', sql`${t.capacity} > 0`),
    check('slot_special_openings_cutoff_check', sql`${t.cutoffMinutes} >= 0`),
  ],
);

/**
 * One concrete slot (store, mode, date, start), materialised the first time it is
 * handed out with an id. Chosen over a table of individual bookings because booking
 * is then one statement that cannot oversell, with the CHECK as the last guard:
 *   update slot_instances set booked = booked + 1 where id = $1 and booked < capacity
 *     and now() < (date + starts_at) at time zone 'Europe/Rome' - cutoff_minutes * interval '1 minute'
 *   returning id                    -- no row: full, or past the cut-off (code 4029)
 * Window, capacity and cut-off are copied when materialised and the instance is the
 * truth from then on, so editing a template never strands bookings already taken.
 * The mode is not tied to store_delivery_modes: bookings outlive a dropped mode.
 */
export const slotInstances = pgTable(
  'slot_instances',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES })
      .notNull()
      .references(() => deliveryModes.id),
    date: date('date').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    templateId: integer('template_id').references(() => slotTemplates.id, {
      onDelete: 'set null',
    }),
    specialOpeningId: integer('special_opening_id').references(() => slotSpecialOpenings.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('slot_instances_slot_key').on(t.storeId, t.mode, t.date, t.startsAt),
    check('slot_instances_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('slot_instances_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('slot_instances_cutoff_check', sql`${t.cutoffMinutes} >= 0`),
  ],
);
