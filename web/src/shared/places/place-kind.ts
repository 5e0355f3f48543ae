import { cityQueryLongEnough, type LookupItem } from '@spesa/contracts';

export type PlaceKind = 'nation' | 'county' | 'city' | 'zip' | 'street';

/** The parent choices a lookup depends on (spec 5: each level needs the one above). */
export interface PlaceParams {
  nationId?: string;
  countyId?: string;
  cityId?: string;
  cityName?: string;
  /** The nation id sent with street searches. */
  nation?: string;
}

/** Whether the parent levels this kind of lookup needs are chosen. */
export function parentChosen(kind: PlaceKind, params: PlaceParams): boolean {
  switch (kind) {
    case 'nation':
      return true;
    case 'county':
      return Boolean(params.nationId);
    case 'city':
      return Boolean(params.countyId);
    case 'zip':
      return Boolean(params.cityId);
    case 'street':
      return Boolean(params.cityName);
  }
}

/**
 * Whether typed text is enough to search. Nations, counties and zips list everything on an
 * empty field; cities wait for 2 digits or 3 letters; streets for any text.
 */
export function textSearchable(kind: PlaceKind, q: string): boolean {
  if (kind === 'city') return cityQueryLongEnough(q);
  if (kind === 'street') return q.trim().length > 0;
  return true;
}

/** Zip codes and streets come as plain strings: the text is both id and name. */
export function textItem(text: string): LookupItem {
  return { id: text, name: text };
}
