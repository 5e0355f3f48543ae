import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { fieldBinding } from './field-binding';
import { PlacePicker } from './place-picker';
import type { PlaceCascade } from './use-place-cascade';

export interface CascadeLabels {
  nation: string;
  county: string;
  city: string;
}

export interface CascadePickersProps {
  cascade: PlaceCascade;
  labels: CascadeLabels;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Nation, county and city: pickers, except a foreign city which is typed freely. */
export function CascadePickers({ cascade, labels, disabled, readOnly }: CascadePickersProps) {
  const { t } = useTranslation();
  const { nation, county, city } = cascade;
  return (
    <>
      <PlacePicker
        kind="nation"
        label={labels.nation}
        {...fieldBinding(nation.field)}
        value={nation.value}
        onSelect={cascade.selectNation}
        error={nation.error}
        disabled={disabled}
        readOnly={readOnly}
        required
      />
      <PlacePicker
        kind="county"
        label={labels.county}
        {...fieldBinding(county.field)}
        params={{ nationId: nation.value?.id }}
        value={county.value}
        onSelect={cascade.selectCounty}
        error={county.error}
        disabled={disabled}
        readOnly={readOnly}
        required
      />
      {cascade.foreign ? (
        <TextField
          label={labels.city}
          {...fieldBinding(city.field)}
          value={city.text}
          onChange={(event) => cascade.typeCity(event.target.value)}
          error={city.error}
          hint={t('places.foreignCityHint')}
          disabled={disabled || !county.value}
          readOnly={readOnly}
          autoComplete="address-level2"
          required
        />
      ) : (
        <PlacePicker
          kind="city"
          label={labels.city}
          {...fieldBinding(city.field)}
          params={{ nationId: nation.value?.id, countyId: county.value?.id }}
          value={city.value}
          onSelect={cascade.selectCity}
          error={city.error}
          disabled={disabled}
          readOnly={readOnly}
          required
        />
      )}
    </>
  );
}
