import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CascadePickers } from './cascade-pickers';
import { usePlaceCascade } from './use-place-cascade';

export interface BirthPlaceFieldsProps<T extends FieldValues, C, R> {
  control: Control<T, C, R>;
  /**
   * Path of the object holding birthNationId, birthNation, birthCountyId, birthCounty,
   * birthCityId and birthCity; omitted, they are the form's top-level fields.
   */
  prefix?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Birth nation, county and city with the same cascade as addresses (registration wizard). */
export function BirthPlaceFields<T extends FieldValues, C, R>(
  props: BirthPlaceFieldsProps<T, C, R>,
) {
  const { t } = useTranslation();
  // Field names are composed at run time from the prefix, beyond what typed paths can check.
  const control = props.control as unknown as Control<FieldValues>;
  const path = (field: string) => (props.prefix ? `${props.prefix}.${field}` : field);
  const cascade = usePlaceCascade(control, {
    nationId: path('birthNationId'),
    nation: path('birthNation'),
    countyId: path('birthCountyId'),
    county: path('birthCounty'),
    cityId: path('birthCityId'),
    city: path('birthCity'),
  });
  return (
    <CascadePickers
      cascade={cascade}
      labels={{
        nation: t('places.birthNation'),
        county: t('places.birthCounty'),
        city: t('places.birthCity'),
      }}
      disabled={props.disabled}
      readOnly={props.readOnly}
    />
  );
}
