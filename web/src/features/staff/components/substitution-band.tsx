import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useSaveSubstitutionBand, useSubstitutionBand } from '../api/substitution-band';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './setup.module.css';

function BandForm({ storeId, initial }: { storeId: string; initial: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [value, setValue] = useState(String(initial));
  const save = useSaveSubstitutionBand(storeId);
  const errorText = useStaffErrorText();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ bandPercent: Number(value) });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t('staff.setup.band.label')}</label>
        <input
          id={fieldId}
          className={styles.control}
          type="number"
          min={0}
          max={100}
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('staff.setup.band.save')}
      </Button>
      {save.isSuccess ? <p role="status">{t('staff.setup.band.saved')}</p> : null}
      {save.isError ? <p role="alert">{errorText(save.error)}</p> : null}
    </form>
  );
}

/**
 * Issue 30: how far a substitute's unit price may stray from the ordered one, either way, in
 * this store; the picking refuses anything outside it.
 */
export function SubstitutionBand({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const band = useSubstitutionBand(storeId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.setup.band.title')}
      </h2>
      <p>{t('staff.setup.band.hint')}</p>
      {band.data ? <BandForm storeId={storeId} initial={band.data.bandPercent} /> : null}
    </section>
  );
}
