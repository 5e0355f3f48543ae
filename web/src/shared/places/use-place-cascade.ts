import { FOREIGN_COUNTY, type LookupItem } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { isForeignNation } from './address-draft';
import { countiesQueryOptions } from './api/get-counties';

/** Where the nation, county and city of one cascade live in the form. */
export interface PlaceFieldNames {
  nationId: string;
  nation: string;
  countyId: string;
  county: string;
  cityId: string;
  city: string;
}

/** The level whose change empties everything below it (spec 4, address pickers cascade). */
export type CascadeLevel = 'nation' | 'county' | 'city';

function useTextField(control: Control<FieldValues>, name: string) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return { field, value, error: fieldState.error?.message };
}

function itemOf(id: string, name: string): LookupItem | null {
  return id ? { id, name: name || id } : null;
}

/**
 * Nation, county and city of a form with their resets: a nation empties county and city, a
 * county empties the city; `onReset` (given the new choice) empties what the caller keeps below
 * (zip, street). A
 * foreign nation gets its county filled with the first answer ('Estero').
 */
export function usePlaceCascade(
  control: Control<FieldValues>,
  names: PlaceFieldNames,
  onReset?: (level: CascadeLevel, chosen: LookupItem | null, nationId: string) => void,
) {
  const queryClient = useQueryClient();
  const nationId = useTextField(control, names.nationId);
  const nation = useTextField(control, names.nation);
  const countyId = useTextField(control, names.countyId);
  const county = useTextField(control, names.county);
  const cityId = useTextField(control, names.cityId);
  const city = useTextField(control, names.city);
  // The nation of the latest choice: a late county answer for an older nation is dropped.
  const latestNation = useRef(nationId.value);

  function setCounty(item: LookupItem | null) {
    countyId.field.onChange(item?.id ?? '');
    county.field.onChange(item?.name ?? '');
  }

  function setCity(item: LookupItem | null) {
    cityId.field.onChange(item?.id ?? '');
    city.field.onChange(item?.name ?? '');
  }

  async function fillForeignCounty(id: string) {
    const counties = await queryClient
      .fetchQuery(countiesQueryOptions({ nationId: id, q: undefined }))
      .catch(() => []);
    if (latestNation.current === id) setCounty(counties[0] ?? FOREIGN_COUNTY);
  }

  function selectNation(item: LookupItem | null) {
    const id = item?.id ?? '';
    latestNation.current = id;
    nationId.field.onChange(id);
    nation.field.onChange(item?.name ?? '');
    setCounty(null);
    setCity(null);
    onReset?.('nation', item, id);
    if (isForeignNation(id)) void fillForeignCounty(id);
  }

  function selectCounty(item: LookupItem | null) {
    setCounty(item);
    setCity(null);
    onReset?.('county', item, nationId.value);
  }

  function selectCity(item: LookupItem | null) {
    setCity(item);
    onReset?.('city', item, nationId.value);
  }

  /** A foreign city is free text: its name is also its id (spec 3, Address). */
  function typeCity(text: string) {
    cityId.field.onChange(text);
    city.field.onChange(text);
  }

  return {
    foreign: isForeignNation(nationId.value),
    nation: {
      value: itemOf(nationId.value, nation.value),
      error: nationId.error,
      field: nationId.field,
    },
    county: {
      value: itemOf(countyId.value, county.value),
      error: countyId.error,
      field: countyId.field,
    },
    city: {
      value: itemOf(cityId.value, city.value),
      text: city.value,
      error: cityId.error ?? city.error,
      field: cityId.field,
    },
    selectNation,
    selectCounty,
    selectCity,
    typeCity,
  };
}

export type PlaceCascade = ReturnType<typeof usePlaceCascade>;
