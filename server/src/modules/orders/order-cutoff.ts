import { sql } from 'drizzle-orm';
import { orders, slotInstances } from '../../db/schema';
import { SHOP_TIME_ZONE } from '../../shared/shop-time';

/** The order's slot cut-off, the instant booking (and changing, issue 29) closes. */
export const slotCutoffAt = sql<Date>`(((${slotInstances.date} + ${slotInstances.startsAt})
  at time zone ${SHOP_TIME_ZONE}) - ${slotInstances.cutoffMinutes} * interval '1 minute')`;

/**
 * Issue 29: until when the customer may change the order: its slot's cut-off while it waits
 * to be prepared and the cut-off lies ahead (PostgreSQL's clock, as bookSlot reads it); null
 * otherwise. Read with the slot joined.
 */
export const changeableUntil = sql<Date | null>`case when ${orders.status} = 'TO_BE_PREPARED'
  and now() < ${slotCutoffAt} then ${slotCutoffAt} end`.mapWith((v: unknown) =>
  v === null ? null : new Date(String(v)),
);
