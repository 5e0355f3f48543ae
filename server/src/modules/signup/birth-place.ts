import { and, eq, or } from 'drizzle-orm';
import { FOREIGN_COUNTY, ITALY_NATION_ID } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { cities, counties } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nationName } from '../addresses';

export interface BirthPlaceIds {
  birthNationId: string;
  birthCountyId: string;
  birthCityId: string;
}

export interface BirthPlace extends BirthPlaceIds {
  birthNation: string;
  birthCounty: string;
  birthCity: string;
}

function invalid(field: keyof BirthPlaceIds, detail: string): AppError {
  const message = `Luogo di nascita non valido: ${detail}`;
  return new AppError('GENERIC', { message, errors: [{ field, message }] });
}

/**
 * The birth place with its names. In Italy the comune must exist in that province (ISTAT ids,
 * or the plate code for the province); abroad there is no registry, so the city is kept as typed
 * and is its own id, as for addresses (spec 3).
 */
export async function resolveBirthPlace(db: DbOrTx, ids: BirthPlaceIds): Promise<BirthPlace> {
  const nationId = ids.birthNationId.toUpperCase();
  const nation = nationName(nationId);
  if (!nation) throw invalid('birthNationId', `la nazione '${ids.birthNationId}' non esiste`);
  if (nationId !== ITALY_NATION_ID) {
    return {
      birthNationId: nationId,
      birthNation: nation,
      birthCountyId: FOREIGN_COUNTY.id,
      birthCounty: FOREIGN_COUNTY.name,
      birthCityId: ids.birthCityId,
      birthCity: ids.birthCityId,
    };
  }
  const [place] = await db
    .select({
      countyId: counties.id,
      county: counties.name,
      cityId: cities.id,
      city: cities.name,
    })
    .from(cities)
    .innerJoin(counties, eq(counties.id, cities.countyId))
    .where(
      and(
        eq(cities.id, ids.birthCityId),
        or(eq(counties.id, ids.birthCountyId), eq(counties.code, ids.birthCountyId.toUpperCase())),
      ),
    )
    .limit(1);
  if (!place) throw invalid('birthCityId', 'il comune non appartiene alla provincia indicata');
  return {
    birthNationId: ITALY_NATION_ID,
    birthNation: nation,
    birthCountyId: place.countyId,
    birthCounty: place.county,
    birthCityId: place.cityId,
    birthCity: place.city,
  };
}
