import type { SlotTemplateSetup } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import {
  useDeleteSlotTemplate,
  useSaveSlotTemplate,
  type CalendarTarget,
} from '../api/save-slot-template';
import { weekDayName } from '../utils/week-day';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';

export interface TemplateRowProps {
  target: CalendarTarget;
  template: SlotTemplateSetup;
}

/** One weekly slot: capacity and cut-off edited in place, saved whole (PUT), or deleted. */
export function TemplateRow({ target, template }: TemplateRowProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [capacity, setCapacity] = useState(String(template.capacity));
  const [cutoff, setCutoff] = useState(String(template.cutoffMinutes));
  const save = useSaveSlotTemplate(target);
  const remove = useDeleteSlotTemplate(target);
  const busy = save.isPending || remove.isPending;
  const changed =
    Number(capacity) !== template.capacity || Number(cutoff) !== template.cutoffMinutes;
  const name = t('staff.setup.templates.rowName', {
    day: weekDayName(template.weekDay, i18n.resolvedLanguage),
    from: template.validFrom,
    to: template.validTo,
  });

  const onSave = () => {
    remove.reset();
    const { weekDay, validFrom, validTo, fromDate, toDate } = template;
    const input = { weekDay, validFrom, validTo, fromDate, toDate };
    save.mutate(
      {
        id: template.id,
        input: { ...input, capacity: Number(capacity), cutoffMinutes: Number(cutoff) },
      },
      { onSuccess: () => notify.success(t('staff.setup.templates.saved', { name })) },
    );
  };
  const onDelete = () => {
    save.reset();
    remove.mutate(template.id, {
      onSuccess: () => notify.success(t('staff.setup.templates.deleted', { name })),
    });
  };

  return (
    <li>
      <div className={styles.row} role="group" aria-label={name}>
        <div className={styles.rowHead}>
          <p className={styles.rowTitle}>
            {template.validFrom}–{template.validTo}
          </p>
          <p className={styles.hint}>
            {template.toDate === null
              ? t('staff.setup.templates.datesOpen', { from: template.fromDate })
              : t('staff.setup.templates.dates', { from: template.fromDate, to: template.toDate })}
          </p>
        </div>
        <label className={styles.field}>
          {t('staff.setup.templates.capacity')}
          <input
            className={`${styles.control} ${styles.number}`}
            type="number"
            inputMode="numeric"
            min={Math.max(1, template.minCapacity)}
            max={1000}
            value={capacity}
            aria-describedby={`${id}-booked`}
            onChange={(event) => setCapacity(event.target.value)}
          />
          <span id={`${id}-booked`} className={styles.hint}>
            {t('staff.setup.templates.booked', { count: template.minCapacity })}
          </span>
        </label>
        <label className={styles.field}>
          {t('staff.setup.templates.cutoff')}
          <input
            className={`${styles.control} ${styles.number}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={10080}
            value={cutoff}
            onChange={(event) => setCutoff(event.target.value)}
          />
          <span className={styles.hint}>{t('staff.setup.templates.minutes')}</span>
        </label>
        <Button className={styles.bigButton} disabled={!changed || busy} onClick={onSave}>
          {t('staff.setup.save')}
        </Button>
        <Button variant="secondary" className={styles.bigButton} disabled={busy} onClick={onDelete}>
          {t('staff.setup.delete')}
        </Button>
        {save.isError ? <SetupFailure error={save.error} /> : null}
        {remove.isError ? <SetupFailure error={remove.error} /> : null}
      </div>
    </li>
  );
}
