import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BirthPlaceFields } from '@/shared/places/address-fields';
import styles from './signup-wizard.module.css';

/** The birth place pickers under their legend, asked in step 1 or step 2. */
export function BirthPlaceFieldset<T extends FieldValues, C, R>({
  control,
}: {
  control: Control<T, C, R>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('signup.check.birthPlace')}</legend>
      <div className={styles.places}>
        <BirthPlaceFields control={control} />
      </div>
    </fieldset>
  );
}
