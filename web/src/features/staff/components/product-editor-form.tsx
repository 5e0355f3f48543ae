import { ANNEX_II_ALLERGENS, type StaffProductDetail } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { notify } from '@/shared/ui/notify';
import { useSaveProduct } from '../api/save-product';
import { useSetProductActive } from '../api/set-product-active';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './import.module.css';

type Master = StaffProductDetail['master'];
const TEXTS = [
  'description',
  'legalName',
  'storage',
  'country',
  'operatorName',
  'operatorAddress',
] as const;

/** The label information of one product, saved with the import's rules; on or off sale. */
export function ProductEditorForm({ detail }: { detail: StaffProductDetail }) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  const [master, setMaster] = useState<Master>(detail.master);
  const save = useSaveProduct();
  const active = useSetProductActive();
  const set = <K extends keyof Master>(key: K, value: Master[K]) =>
    setMaster((m) => ({ ...m, [key]: value }));
  const toggle = (
    key: 'allergensContains' | 'allergensMayContain',
    allergen: Master[typeof key][number],
  ) =>
    set(
      key,
      master[key].includes(allergen)
        ? master[key].filter((a) => a !== allergen)
        : [...master[key], allergen],
    );

  return (
    <form
      className={styles.form}
      aria-label={t('staff.products.editTitle', { name: detail.master.description })}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(master, { onSuccess: () => notify.success(t('staff.products.saved')) });
      }}
    >
      {TEXTS.map((key) => (
        <label key={key} className={styles.field}>
          {t(`staff.products.fields.${key}`)}
          <input
            className={styles.control}
            value={master[key] ?? ''}
            onChange={(e) =>
              set(key, key === 'description' ? e.target.value : e.target.value || null)
            }
          />
        </label>
      ))}
      <label className={styles.field}>
        {t('staff.products.fields.ingredients')}
        <textarea
          className={styles.control}
          rows={3}
          value={master.ingredients ?? ''}
          onChange={(e) => set('ingredients', e.target.value || null)}
        />
      </label>
      {(['allergensContains', 'allergensMayContain'] as const).map((key) => (
        <fieldset key={key} className={styles.field}>
          <legend>{t(`staff.products.fields.${key}`)}</legend>
          <div className={styles.actions}>
            {ANNEX_II_ALLERGENS.map((allergen) => (
              <label key={allergen}>
                <input
                  type="checkbox"
                  checked={master[key].includes(allergen)}
                  onChange={() => toggle(key, allergen)}
                />{' '}
                {allergen}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" className={styles.bigButton} disabled={save.isPending}>
          {t('staff.products.save')}
        </Button>
        <Button
          variant="secondary"
          className={styles.bigButton}
          disabled={active.isPending}
          onClick={() => active.mutate({ barcode: master.barcode, active: !detail.active })}
        >
          {t(detail.active ? 'staff.products.deactivate' : 'staff.products.activate')}
        </Button>
      </div>
      {save.isError ? <FormFailure>{errorText(save.error)}</FormFailure> : null}
      {active.isError ? <FormFailure>{errorText(active.error)}</FormFailure> : null}
    </form>
  );
}
