import { and, eq, or } from 'drizzle-orm';
import {
  FOREIGN_COUNTY,
  ITALY_NATION_ID,
  type AddressInputParsed,
  type FieldError,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { cities, cityZips, counties, regions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nationName } from './nations';

/** A shipping address as it is stored, without its row id, owner and registration flag. */
export interface ResolvedAddress {
  address: string;
  streetNumber: string;
  city: string;
  cityId: string;
  county: string;
  countyId: string;
  state: string | null;
  zip: string;
  nation: string;
  nationId: string;
  foreignNation: boolean;
  foreignCity: boolean;
}

function invalid(field: string, message: string): AppError {
  const errors: FieldError[] = [{ field, message }];
  return new AppError('INVALID_ADDRESS', { message: `Indirizzo non valido: ${message}`, errors });
}

/** The county by ISTAT id or by plate code ('037' or 'BO'), with its region's name. */
async function findCounty(db: DbOrTx, countyId: string) {
  const [county] = await db
    .select({ id: counties.id, name: counties.name, state: regions.name })
    .from(counties)
    .innerJoin(regions, eq(regions.id, counties.regionId))
    .where(or(eq(counties.id, countyId), eq(counties.code, countyId.toUpperCase())))
    .limit(1);
  return county;
}

async function resolveItalian(
  db: DbOrTx,
  input: AddressInputParsed,
  nation: string,
): Promise<ResolvedAddress> {
  const county = await findCounty(db, input.countyId);
  if (!county) throw invalid('countyId', `la provincia '${input.countyId}' non esiste`);
  const [city] = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.id, input.cityId), eq(cities.countyId, county.id)));
  if (!city) throw invalid('cityId', `il comune non appartiene alla provincia di ${county.name}`);
  const [zip] = await db
    .select({ zip: cityZips.zip })
    .from(cityZips)
    .where(and(eq(cityZips.cityId, city.id), eq(cityZips.zip, input.zip)));
  if (!zip) throw invalid('zip', `il CAP ${input.zip} non è di ${city.name}`);
  return {
    address: input.address,
    streetNumber: input.streetNumber,
    city: city.name,
    cityId: city.id,
    county: county.name,
    countyId: county.id,
    state: county.state,
    zip: zip.zip,
    nation,
    nationId: ITALY_NATION_ID,
    foreignNation: false,
    foreignCity: false,
  };
}

/**
 * Checks an address form against the geography and answers it with canonical names, or throws
 * INVALID_ADDRESS (14) naming what is wrong. Italian addresses must be a real province, comune of
 * that province and CAP of that comune; the names typed by the client are ignored. Abroad there
 * is no registry: the city is kept as typed, is its own id (spec 3) and the county is 'EE'.
 */
export async function resolveAddress(
  db: DbOrTx,
  input: AddressInputParsed,
): Promise<ResolvedAddress> {
  const nation = nationName(input.nationId);
  if (!nation) throw invalid('nationId', `la nazione '${input.nationId}' non esiste`);
  if (input.nationId === ITALY_NATION_ID) return resolveItalian(db, input, nation);
  return {
    address: input.address,
    streetNumber: input.streetNumber,
    city: input.city,
    cityId: input.city,
    county: FOREIGN_COUNTY.name,
    countyId: FOREIGN_COUNTY.id,
    state: null,
    zip: input.zip,
    nation,
    nationId: input.nationId,
    foreignNation: true,
    foreignCity: true,
  };
}
