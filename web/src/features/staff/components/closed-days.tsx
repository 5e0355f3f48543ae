import type { ClosedDaySetup } from '@spesa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { useCreateClosedDay, useDeleteClosedDay } from '../api/save-closed-day';
import type { CalendarTarget } from '../api/save-slot-template';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import { SetupField } from './setup-field';

export interface ClosedDaysProps {
  target: CalendarTarget;
  closedDays: ClosedDaySetup[];
}

/** The days the store takes no orders; closing a day with booked orders is refused (4062). */
export function ClosedDays({ target, closedDays }: ClosedDaysProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [allModes, setAllModes] = useState(false);
  const create = useCreateClosedDay(target);
  const remove = useDeleteClosedDay(target);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    create.mutate(
      { date, reason, allModes },
      {
        onSuccess: () => {
          notify.success(t('staff.setup.closed.added', { date }));
          setDate('');
          setReason('');
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <h3 id={titleId} className={styles.subTitle}>
        {t('staff.setup.closed.title')}
      </h3>
      {closedDays.length === 0 ? (
        <p className={styles.hint}>{t('staff.setup.closed.none')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {closedDays.map((day) => (
            <li key={day.id} className={styles.row}>
              <div className={styles.rowHead}>
                <p className={styles.rowTitle}>{day.date}</p>
                <p className={styles.hint}>
                  {day.allModes
                    ? t('staff.setup.closed.allModes', { reason: day.reason })
                    : day.reason}
                </p>
              </div>
              <Button
                variant="secondary"
                className={styles.bigButton}
                disabled={remove.isPending}
                aria-label={t('staff.setup.closed.delete', { date: day.date })}
                onClick={() => {
                  create.reset();
                  remove.mutate(day.id);
                }}
              >
                {t('staff.setup.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <SetupFailure error={remove.error} /> : null}
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('staff.setup.closed.add')}>
        <SetupField
          label={t('staff.setup.closed.date')}
          type="date"
          required
          value={date}
          onChange={setDate}
        />
        <SetupField
          label={t('staff.setup.closed.reason')}
          required
          maxLength={200}
          value={reason}
          onChange={setReason}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={allModes}
            onChange={(event) => setAllModes(event.target.checked)}
          />
          {t('staff.setup.closed.allModesField')}
        </label>
        <Button type="submit" className={styles.bigButton} disabled={create.isPending}>
          {t('staff.setup.closed.add')}
        </Button>
        {create.isError ? <SetupFailure error={create.error} /> : null}
      </form>
    </div>
  );
}
