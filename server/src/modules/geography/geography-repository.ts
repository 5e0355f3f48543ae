import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, cityZips } from '../../db/schema';
import { escapeLike, fold } from './search-text';

export interface ZipCityCriteria {
  /** part of a comune name, any case and accents */
  name?: string;
  /** the first digits of a postcode */
  zipPrefix?: string;
  limit: number;
}

export interface ZipCityRow {
  cityId: string;
  cityName: string;
  zip: string;
}

/**
 * Postcodes are five digits, so a prefix is the closed range prefix+0…0 to
 * prefix+9…9: a plain range scan on city_zips_zip_idx, whatever the collation.
 */
function zipRange(prefix: string): SQL | undefined {
  return between(cityZips.zip, prefix.padEnd(5, '0'), prefix.padEnd(5, '9'));
}

/** 0 exact name, 1 name starts with the text, 2 name contains it. */
function nameRank(name: string): SQL<number> {
  const folded = fold(name);
  const pattern = fold(escapeLike(name));
  return sql<number>`case when ${cities.searchName} = ${folded} then 0
    when ${cities.searchName} like ${pattern} || '%' then 1 else 2 end`;
}

/** One row per comune and postcode pair; name matches ranked before alphabetical order. */
export async function findZipCities(db: DbOrTx, criteria: ZipCityCriteria): Promise<ZipCityRow[]> {
  const { name, zipPrefix } = criteria;
  const contains = name
    ? sql`${cities.searchName} like '%' || ${fold(escapeLike(name))} || '%'`
    : undefined;
  const order = name
    ? [asc(nameRank(name)), asc(cities.searchName), asc(cities.name), asc(cityZips.zip)]
    : [asc(cityZips.zip), asc(cities.searchName), asc(cities.id)];
  return db
    .select({ cityId: cities.id, cityName: cities.name, zip: cityZips.zip })
    .from(cityZips)
    .innerJoin(cities, eq(cities.id, cityZips.cityId))
    .where(and(contains, zipPrefix ? zipRange(zipPrefix) : undefined))
    .orderBy(...order)
    .limit(criteria.limit);
}
