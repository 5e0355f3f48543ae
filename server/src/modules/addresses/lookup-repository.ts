import { and, asc, between, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { LookupItem, State } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { cities, cityZips, counties, regions } from '../../db/schema';
import { escapeLike, fold } from '../geography';
import { wordStartsWith } from './word-search';

/** A searched comune list stays short; a whole province (Torino: 312) is bounded by itself. */
export const MAX_CITIES_FOUND = 50;
const MAX_CITIES_IN_COUNTY = 1000;

/** Provinces by name, or by plate code when q is one ('bo' finds Bologna first of all). */
export function findCounties(db: DbOrTx, q: string | undefined): Promise<LookupItem[]> {
  const filter = q
    ? or(sql`lower(${counties.code}) = lower(${q})`, wordStartsWith(counties.name, q))
    : undefined;
  return db
    .select({ id: counties.id, name: counties.name, code: counties.code })
    .from(counties)
    .where(filter)
    .orderBy(
      ...(q ? [asc(sql`case when lower(${counties.code}) = lower(${q}) then 0 else 1 end`)] : []),
      asc(counties.name),
    );
}

/** The ISTAT id of a province given its id or plate code. */
export async function findCountyId(db: DbOrTx, idOrCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: counties.id })
    .from(counties)
    .where(or(eq(counties.id, idOrCode), eq(counties.code, idOrCode.toUpperCase())))
    .limit(1);
  return row?.id;
}

/**
 * Comuni of a province. Digits search the postcode ('401' finds the comuni with a 401xx CAP);
 * text matches anywhere in the folded name, names starting with it first.
 */
export function findCities(
  db: DbOrTx,
  countyId: string,
  q: string | undefined,
): Promise<LookupItem[]> {
  let filter: SQL | undefined;
  let rank: SQL[] = [];
  if (q && /^\d{1,5}$/.test(q)) {
    const zips = db
      .select({ one: sql`1` })
      .from(cityZips)
      .where(
        and(
          eq(cityZips.cityId, cities.id),
          between(cityZips.zip, q.padEnd(5, '0'), q.padEnd(5, '9')),
        ),
      );
    filter = exists(zips);
  } else if (q) {
    const text = fold(escapeLike(q));
    filter = sql`${cities.searchName} like '%' || ${text} || '%'`;
    rank = [asc(sql`case when ${cities.searchName} like ${text} || '%' then 0 else 1 end`)];
  }
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.countyId, countyId), filter))
    .orderBy(...rank, asc(cities.searchName), asc(cities.id))
    .limit(q ? MAX_CITIES_FOUND : MAX_CITIES_IN_COUNTY);
}

/** The CAPs of a comune starting with q, in order. */
export async function findCityZips(
  db: DbOrTx,
  cityId: string,
  q: string | undefined,
): Promise<string[]> {
  const prefix = q && /^\d{1,5}$/.test(q) ? q : undefined;
  if (q && !prefix) return [];
  const rows = await db
    .select({ zip: cityZips.zip })
    .from(cityZips)
    .where(
      and(
        eq(cityZips.cityId, cityId),
        prefix ? between(cityZips.zip, prefix.padEnd(5, '0'), prefix.padEnd(5, '9')) : undefined,
      ),
    )
    .orderBy(asc(cityZips.zip));
  return rows.map((r) => r.zip);
}

/** All twenty regions, by name. */
export function findRegions(db: DbOrTx): Promise<State[]> {
  return db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .orderBy(asc(regions.name), asc(regions.id));
}
