import type { LookupItem } from '@spesa/contracts';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { isForeignNation, type AddressDraft, type AddressDraftInput } from './address-draft';
import styles from './address-fields.module.css';
import { CascadePickers } from './cascade-pickers';
import { fieldBinding } from './field-binding';
import { PlacePicker } from './place-picker';
import { usePlaceCascade, type CascadeLevel } from './use-place-cascade';

export {
  addressDraftSchema,
  draftFromAddress,
  emptyAddressDraft,
  isForeignNation,
  type AddressDraft,
  type AddressDraftInput,
  type AddressDraftParsed,
} from './address-draft';
export { BirthPlaceFields, type BirthPlaceFieldsProps } from './birth-place-fields';

export interface AddressFieldsProps<T extends FieldValues, C, R> {
  control: Control<T, C, R>;
  /** Where the AddressDraft sits in the form; omitted, its fields are the form's top level. */
  name?: FieldPathByValue<T, AddressDraftInput>;
  disabled?: boolean;
  readOnly?: boolean;
}

const ONLY_DIGITS = /\D/g;

/**
 * The shipping address form fields with the cascading pickers of spec 4: nation, county, city,
 * zip, street and street number. Errors come from the form state at `${name}.<field>`.
 */
export function AddressFields<T extends FieldValues, C, R>(props: AddressFieldsProps<T, C, R>) {
  const { disabled, readOnly } = props;
  const { t } = useTranslation();
  // The sub-paths are built from `name` at run time, which the typed paths cannot follow.
  const control = props.control as unknown as Control<FieldValues>;
  const path = (field: keyof AddressDraft) => (props.name ? `${props.name}.${field}` : field);
  const zip = useController({ control, name: path('zip') });
  const street = useController({ control, name: path('address') });
  const streetNumber = useController({ control, name: path('streetNumber') });
  const foreignCity = useController({ control, name: path('foreignCity') });

  // Zip and street hang on the city; a foreign nation or city makes the zip free text.
  function onReset(level: CascadeLevel, chosen: LookupItem | null, nationId: string) {
    zip.field.onChange('');
    street.field.onChange('');
    if (level === 'county') return;
    foreignCity.field.onChange(isForeignNation(nationId) || chosen?.foreignCity === true);
  }

  const cascade = usePlaceCascade(
    control,
    {
      nationId: path('nationId'),
      nation: path('nation'),
      countyId: path('countyId'),
      county: path('county'),
      cityId: path('cityId'),
      city: path('city'),
    },
    onReset,
  );
  const city = cascade.city.value;
  const freeZip = cascade.foreign || foreignCity.field.value === true;
  const zipValue = typeof zip.field.value === 'string' ? zip.field.value : '';
  const streetValue = typeof street.field.value === 'string' ? street.field.value : '';
  const numberValue = typeof streetNumber.field.value === 'string' ? streetNumber.field.value : '';

  return (
    <div className={styles.grid}>
      <CascadePickers
        cascade={cascade}
        labels={{
          nation: t('places.nation'),
          county: t('places.county'),
          city: t('places.city'),
        }}
        disabled={disabled}
        readOnly={readOnly}
      />
      {freeZip ? (
        <TextField
          label={t('places.zip')}
          {...fieldBinding(zip.field)}
          value={zipValue}
          onChange={(event) => zip.field.onChange(event.target.value.replace(ONLY_DIGITS, ''))}
          error={zip.fieldState.error?.message}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          disabled={disabled || !city}
          readOnly={readOnly}
          required
        />
      ) : (
        <PlacePicker
          kind="zip"
          label={t('places.zip')}
          {...fieldBinding(zip.field)}
          params={{ cityId: city?.id }}
          value={zipValue ? { id: zipValue, name: zipValue } : null}
          onSelect={(item) => zip.field.onChange(item?.id ?? '')}
          error={zip.fieldState.error?.message}
          disabled={disabled}
          readOnly={readOnly}
          required
        />
      )}
      <div className={styles.streetRow}>
        <PlacePicker
          kind="street"
          label={t('places.street')}
          {...fieldBinding(street.field)}
          params={{ cityName: city?.name, nation: cascade.nation.value?.id }}
          value={streetValue ? { id: streetValue, name: streetValue } : null}
          onSelect={(item) => street.field.onChange(item?.name ?? '')}
          error={street.fieldState.error?.message}
          disabled={disabled}
          readOnly={readOnly}
          allowFreeText
          required
        />
        <TextField
          label={t('places.streetNumber')}
          {...fieldBinding(streetNumber.field)}
          value={numberValue}
          onChange={(event) => streetNumber.field.onChange(event.target.value)}
          error={streetNumber.fieldState.error?.message}
          maxLength={10}
          disabled={disabled}
          readOnly={readOnly}
          required
        />
      </div>
    </div>
  );
}
