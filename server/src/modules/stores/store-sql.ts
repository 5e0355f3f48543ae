import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { deliveryModes, storeDeliveryModes, storeServiceAreas, stores } from '../../db/schema';
import { escapeLike, fold } from '../geography';

const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * Great-circle distance in km from `origin` to the store (haversine). The
 * argument of asin is capped at 1 because rounding can push it just above,
 * which would make asin fail for a point on the far side of the globe.
 */
export function distanceKm(origin: GeoPoint): SQL<number> {
  const lat = sql`${origin.lat}::double precision`;
  const lon = sql`${origin.lon}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${stores.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${stores.latitude}))
      * power(sin(radians(${stores.longitude} - ${lon}) / 2), 2)
  ))))`;
}

/** One search word found in the store's name, city, address or postcode, accents and case aside. */
export function matchesWord(word: string): SQL {
  const haystack = sql`${stores.name} || ' ' || ${stores.city} || ' ' || ${stores.address} || ' ' || ${stores.zip}`;
  return sql`${fold(haystack)} like '%' || ${fold(escapeLike(word))} || '%'`;
}

/**
 * The store serves the postcode: its service area in that mode contains it and
 * it still offers the mode (an area left behind by a dropped mode does not count).
 * Any mode when none is given.
 */
export function servesZip(db: DbOrTx, zip: string, mode?: DeliveryModeId): SQL {
  const area = db
    .select({ one: sql`1` })
    .from(storeServiceAreas)
    .innerJoin(
      storeDeliveryModes,
      and(
        eq(storeDeliveryModes.storeId, storeServiceAreas.storeId),
        eq(storeDeliveryModes.mode, storeServiceAreas.mode),
      ),
    )
    .where(
      and(
        eq(storeServiceAreas.storeId, stores.id),
        eq(storeServiceAreas.zip, zip),
        mode ? eq(storeServiceAreas.mode, mode) : undefined,
      ),
    );
  return exists(area);
}

/**
 * The store's modes in the shop's display order, gathered in the same row as the
 * store. Built as a joined query so that its columns are table-qualified: in a
 * single-table select Drizzle leaves them bare, and "id" would be ambiguous.
 */
export function modesOfStore(db: DbOrTx): SQL<DeliveryModeId[]> {
  const modes = db
    .select({ mode: storeDeliveryModes.mode })
    .from(storeDeliveryModes)
    .innerJoin(deliveryModes, eq(deliveryModes.id, storeDeliveryModes.mode))
    .where(eq(storeDeliveryModes.storeId, stores.id))
    .orderBy(asc(deliveryModes.sortOrder));
  return sql<DeliveryModeId[]>`array(${modes})`;
}
