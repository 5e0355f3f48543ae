import type { SlotHoldSettings as Settings } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useSaveSlotHoldSettings, useSlotHoldSettings } from '../api/slot-hold-settings';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './setup.module.css';

type Field = keyof Settings;
const FIELDS: { name: Field; max: number }[] = [
  { name: 'holdMinutes', max: 240 },
  { name: 'prioritySharePercent', max: 100 },
  { name: 'priorityOpensHours', max: 240 },
];

function SettingsForm({ storeId, initial }: { storeId: string; initial: Settings }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState(() => ({
    holdMinutes: String(initial.holdMinutes),
    prioritySharePercent: String(initial.prioritySharePercent),
    priorityOpensHours: String(initial.priorityOpensHours),
  }));
  const save = useSaveSlotHoldSettings(storeId);
  const errorText = useStaffErrorText();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          holdMinutes: Number(values.holdMinutes),
          prioritySharePercent: Number(values.prioritySharePercent),
          priorityOpensHours: Number(values.priorityOpensHours),
        });
      }}
    >
      {FIELDS.map(({ name, max }) => (
        <div className={styles.field} key={name}>
          <label htmlFor={`${baseId}-${name}`}>{t(`staff.setup.holds.${name}`)}</label>
          <input
            id={`${baseId}-${name}`}
            className={styles.control}
            type="number"
            min={name === 'holdMinutes' ? 1 : 0}
            max={max}
            step={1}
            required
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {t('staff.setup.holds.save')}
      </Button>
      {save.isSuccess ? <p role="status">{t('staff.setup.holds.saved')}</p> : null}
      {save.isError ? <p role="alert">{errorText(save.error)}</p> : null}
    </form>
  );
}

/** Issue 29: how long a shopper's slot is held, and the places kept for priority customers. */
export function SlotHoldSettings({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useSlotHoldSettings(storeId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.setup.holds.title')}
      </h2>
      <p>{t('staff.setup.holds.hint')}</p>
      {settings.data ? <SettingsForm storeId={storeId} initial={settings.data} /> : null}
    </section>
  );
}
