import type { RememberedSubstitution } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form/form.module.css';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import {
  useSaveSubstitutionPreference,
  useSubstitutionPreferences,
} from '../api/substitution-preferences';
import styles from './profile-screens.module.css';

const KEEP_PRODUCT = 'PRODUCT';

function PreferenceRow({ entry }: { entry: RememberedSubstitution }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSubstitutionPreference();
  const named = entry.preference.choice === 'PRODUCT' ? entry.preference : null;
  const change = (value: string) => {
    if (value === KEEP_PRODUCT) return;
    save.mutate(
      { barcode: entry.productBarcode, choice: value as 'NONE' | 'SIMILAR' | 'DEFAULT' },
      { onError: () => notify.error(t('profile.substitutions.saveFailed')) },
    );
  };
  return (
    <li className={styles.substitutionRow}>
      <label htmlFor={id} className={formStyles.label}>
        {entry.productDescription}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={entry.preference.choice}
        disabled={save.isPending}
        onChange={(event) => change(event.target.value)}
      >
        <option value="NONE">{t('cartPage.substitution.none')}</option>
        <option value="SIMILAR">{t('cartPage.substitution.similar')}</option>
        {named ? (
          <option value={KEEP_PRODUCT}>
            {t('profile.substitutions.named', { description: named.description ?? named.barcode })}
          </option>
        ) : null}
        <option value="DEFAULT">{t('profile.substitutions.forget')}</option>
      </select>
    </li>
  );
}

/**
 * Issue 30: the substitution choices remembered per product, each editable; 'forget' lets the
 * product follow the checkout's yes/no again. A named product is chosen in the cart, where the
 * store's suggestions are.
 */
export function RememberedSubstitutions() {
  const { t } = useTranslation();
  const query = useSubstitutionPreferences();
  if (query.isPending) return <Spinner label={t('profile.substitutions.loading')} />;
  const entries = query.data?.preferences ?? [];
  return (
    <div>
      <p>{t('profile.substitutions.intro')}</p>
      {entries.length === 0 ? (
        <p role="status">{t('profile.substitutions.empty')}</p>
      ) : (
        <ul className={styles.substitutionList}>
          {entries.map((entry) => (
            <PreferenceRow key={entry.productBarcode} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
