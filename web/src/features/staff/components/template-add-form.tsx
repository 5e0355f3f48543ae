import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { useSaveSlotTemplate, type CalendarTarget } from '../api/save-slot-template';
import { todayIso, weekDayName } from '../utils/week-day';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import { SetupField } from './setup-field';

const WEEK_DAYS = [2, 3, 4, 5, 6, 7, 1];

/** A new weekly slot, from today (or a later day) on, open-ended unless an end day is given. */
export function TemplateAddForm({ target }: { target: CalendarTarget }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [weekDay, setWeekDay] = useState('2');
  const [validFrom, setValidFrom] = useState('09:00');
  const [validTo, setValidTo] = useState('11:00');
  const [capacity, setCapacity] = useState('10');
  const [cutoff, setCutoff] = useState('120');
  const [fromDate, setFromDate] = useState(todayIso);
  const [toDate, setToDate] = useState('');
  const save = useSaveSlotTemplate(target);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      weekDay: Number(weekDay),
      validFrom,
      validTo,
      capacity: Number(capacity),
      cutoffMinutes: Number(cutoff),
      fromDate,
      toDate: toDate === '' ? null : toDate,
    };
    save.mutate(
      { id: null, input },
      { onSuccess: () => notify.success(t('staff.setup.templates.added')) },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId} className={`${styles.subTitle} ${styles.failure}`}>
        {t('staff.setup.templates.addTitle')}
      </h3>
      <label className={styles.field}>
        {t('staff.setup.templates.weekDay')}
        <select
          className={styles.control}
          value={weekDay}
          onChange={(event) => setWeekDay(event.target.value)}
        >
          {WEEK_DAYS.map((day) => (
            <option key={day} value={day}>
              {weekDayName(day, i18n.resolvedLanguage)}
            </option>
          ))}
        </select>
      </label>
      <SetupField
        label={t('staff.setup.templates.from')}
        type="time"
        required
        value={validFrom}
        onChange={setValidFrom}
      />
      <SetupField
        label={t('staff.setup.templates.to')}
        type="time"
        required
        value={validTo}
        onChange={setValidTo}
      />
      <SetupField
        label={t('staff.setup.templates.capacity')}
        type="number"
        min={1}
        max={1000}
        required
        value={capacity}
        numeric
        onChange={setCapacity}
      />
      <SetupField
        label={t('staff.setup.templates.cutoffMinutes')}
        type="number"
        min={0}
        max={10080}
        required
        value={cutoff}
        numeric
        onChange={setCutoff}
      />
      <SetupField
        label={t('staff.setup.templates.fromDate')}
        type="date"
        required
        value={fromDate}
        onChange={setFromDate}
      />
      <SetupField
        label={t('staff.setup.templates.toDate')}
        type="date"
        value={toDate}
        onChange={setToDate}
      />
      <Button type="submit" className={styles.bigButton} disabled={save.isPending}>
        {t('staff.setup.templates.add')}
      </Button>
      {save.isError ? <SetupFailure error={save.error} /> : null}
    </form>
  );
}
