import type { ZipCitiesQuery, ZipCity } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { findZipCities } from './geography-repository';

export const MAX_ZIP_CITIES = 20;
export const MIN_NAME_LENGTH = 2;

export interface PlaceSearch {
  name?: string;
  zipPrefix?: string;
}

/**
 * Splits the landing page's one search box: digits are the start of a postcode,
 * the rest is a comune name ('40121 Bologna', 'Bologna 401', 'forli'). An
 * explicit zipCode wins over digits typed in q.
 */
export function placeSearchOf(query: ZipCitiesQuery): PlaceSearch {
  const text = query.q ?? '';
  const digits = /\d{1,5}/.exec(text)?.[0];
  const name = text
    .replace(/\d+/g, ' ')
    .replace(/[\s,;]+/g, ' ')
    .trim();
  return {
    name: name.length >= MIN_NAME_LENGTH ? name : undefined,
    zipPrefix: query.zipCode ?? digits,
  };
}

export interface GeographyService {
  zipCities(query: ZipCitiesQuery): Promise<ZipCity[]>;
}

export function geographyService(db: DbOrTx): GeographyService {
  return {
    async zipCities(query) {
      const search = placeSearchOf(query);
      if (!search.name && !search.zipPrefix) return [];
      const rows = await findZipCities(db, { ...search, limit: MAX_ZIP_CITIES });
      return rows.map((r) => ({
        id: `${r.cityId}-${r.zip}`,
        cityName: r.cityName,
        zipCode: r.zip,
      }));
    },
  };
}
