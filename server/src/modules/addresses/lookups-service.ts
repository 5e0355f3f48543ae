import {
  FOREIGN_COUNTY,
  ITALY_NATION_ID,
  type CitiesQuery,
  type CountiesQuery,
  type LookupItem,
  type NationsQuery,
  type State,
  type StreetsQuery,
  type ZipcodesQuery,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findStreets } from './known-streets-repository';
import {
  findCities,
  findCityZips,
  findCounties,
  findCountyId,
  findRegions,
} from './lookup-repository';
import { findNations, nationName } from './nations';

export interface LookupsService {
  nations(query: NationsQuery): LookupItem[];
  counties(query: CountiesQuery): Promise<LookupItem[]>;
  cities(query: CitiesQuery): Promise<LookupItem[]>;
  zipcodes(query: ZipcodesQuery): Promise<string[]>;
  streets(query: StreetsQuery): Promise<string[]>;
  states(): Promise<State[]>;
}

/** A nation id that is no ISO nation is a wrong request, not an empty answer. */
function knownNation(field: string, id: string): string {
  if (nationName(id)) return id;
  const message = `nazione '${id}' sconosciuta`;
  throw new AppError('BAD_REQUEST', {
    message: `Richiesta non valida (${field}: ${message})`,
    errors: [{ field, message }],
  });
}

const foreignCounty: LookupItem = { ...FOREIGN_COUNTY, code: FOREIGN_COUNTY.id };

/** The address pickers' lists (spec 4, address pickers cascade), each filtered by the parent. */
export function lookupsService(db: DbOrTx): LookupsService {
  return {
    nations: (query) => findNations(query.q),

    async counties(query) {
      const nationId = knownNation('nationId', query.nationId);
      // Abroad the form fills the county with the first result: the one 'EE' county.
      if (nationId !== ITALY_NATION_ID) return [foreignCounty];
      return findCounties(db, query.q);
    },

    async cities(query) {
      const nationId = knownNation('nationId', query.nationId);
      // Abroad there is no registry: the form uses the typed town as its own id (spec 4).
      if (nationId !== ITALY_NATION_ID || query.countyId === FOREIGN_COUNTY.id) return [];
      const countyId = await findCountyId(db, query.countyId);
      return countyId ? findCities(db, countyId, query.q) : [];
    },

    zipcodes: (query) => findCityZips(db, query.cityId, query.q),

    streets: (query) =>
      findStreets(db, { nationId: query.nation, city: query.cityName, q: query.q }),

    states: () => findRegions(db),
  };
}
