import { ITALY_NATION_ID, type LookupItem } from '@spesa/contracts';
import { useCities } from './api/get-cities';
import { useCounties } from './api/get-counties';
import { useNations } from './api/get-nations';
import { useStreets } from './api/get-streets';
import { useZipcodes } from './api/get-zipcodes';
import {
  parentChosen,
  textItem,
  textSearchable,
  type PlaceKind,
  type PlaceParams,
} from './place-kind';

export interface PlaceItems {
  items: LookupItem[];
  loading: boolean;
  /** The text is too short for this kind of search (cities). */
  tooShort: boolean;
}

/**
 * The suggestions of one picker. Every lookup hook is called so the hook order never changes,
 * but only the one of `kind` is given a query: the others stay idle.
 */
export function usePlaceItems(
  kind: PlaceKind,
  params: PlaceParams,
  q: string,
  active: boolean,
): PlaceItems {
  const searchable = textSearchable(kind, q);
  const run = (k: PlaceKind) => active && kind === k && searchable && parentChosen(k, params);
  const nations = useNations(run('nation') ? { q } : null);
  const counties = useCounties(
    run('county') ? { nationId: params.nationId ?? ITALY_NATION_ID, q } : null,
  );
  const cities = useCities(
    run('city')
      ? { countyId: params.countyId ?? '', nationId: params.nationId ?? ITALY_NATION_ID, q }
      : null,
  );
  const zips = useZipcodes(run('zip') ? { cityId: params.cityId ?? '', q } : null);
  const streets = useStreets(
    run('street')
      ? { cityName: params.cityName ?? '', nation: params.nation ?? ITALY_NATION_ID, q }
      : null,
  );

  const byKind = { nation: nations, county: counties, city: cities, zip: zips, street: streets };
  const query = byKind[kind];
  const ready = run(kind);
  const raw: ReadonlyArray<LookupItem | string> = ready ? (query.data ?? []) : [];
  return {
    items: raw.map((entry) => (typeof entry === 'string' ? textItem(entry) : entry)),
    loading: ready && query.isFetching,
    tooShort: active && !searchable && kind === 'city' && q.trim().length > 0,
  };
}
