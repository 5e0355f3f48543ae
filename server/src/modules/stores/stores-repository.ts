import { and, asc, count, eq, exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DeliveryModeId, State } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { regions, stores } from '../../db/schema';
import { fold } from '../geography';
import { distanceKm, matchesWord, modesOfStore, servesZip, type GeoPoint } from './store-sql';

export interface StoreFilter {
  /** every word must match */
  words?: string[];
  zip?: string;
  /** narrows `zip` to one mode */
  mode?: DeliveryModeId;
  origin?: GeoPoint;
}

export interface Slice {
  offset: number;
  limit: number;
}

export type StoreRow = typeof stores.$inferSelect & {
  distance: number | null;
  deliveryModes: DeliveryModeId[];
};

function conditions(db: DbOrTx, filter: StoreFilter): SQL | undefined {
  return and(
    eq(stores.enabled, true),
    ...(filter.words ?? []).map(matchesWord),
    filter.zip ? servesZip(db, filter.zip, filter.mode) : undefined,
  );
}

/** Enabled stores matching the filter: nearest first when there is an origin, else by name. */
export async function findStores(
  db: DbOrTx,
  filter: StoreFilter,
  slice?: Slice,
): Promise<StoreRow[]> {
  const distance = filter.origin ? distanceKm(filter.origin) : undefined;
  // Name order ignores case and accents; id breaks ties so that pages never overlap.
  const byName = [asc(fold(stores.name)), asc(stores.id)];
  const query = db
    .select({
      ...getTableColumns(stores),
      distance: distance
        ? sql<number>`round((${distance})::numeric, 1)`
        : sql<number | null>`null::numeric`,
      deliveryModes: modesOfStore(db),
    })
    .from(stores)
    .where(conditions(db, filter))
    .orderBy(...(distance ? [asc(distance), ...byName] : byName));
  return slice ? query.limit(slice.limit).offset(slice.offset) : query;
}

export async function countStores(db: DbOrTx, filter: StoreFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores).where(conditions(db, filter));
  return row?.n ?? 0;
}

/** Regions with at least one enabled store, by name. */
export async function findStoreRegions(db: DbOrTx): Promise<State[]> {
  const withStore = db
    .select({ one: sql`1` })
    .from(stores)
    .where(and(eq(stores.regionId, regions.id), eq(stores.enabled, true)));
  return db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(exists(withStore))
    .orderBy(asc(regions.name), asc(regions.id));
}
