import type { SlotTemplateSetup } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useSlotCalendar } from '../api/get-slot-calendar';
import type { CalendarTarget } from '../api/save-slot-template';
import { ClosedDays } from './closed-days';
import { SetupFailure } from './setup-failure';
import { TemplateAddForm } from './template-add-form';
import { TemplateRow } from './template-row';
import { weekDayName } from '../utils/week-day';
import styles from './setup.module.css';

/** Monday first, as a shop's week reads; the spec numbers Sunday 1. */
const weekOrder = (day: number) => (day + 5) % 7;

/** The templates per week day, Monday first, each day's by start time. */
function byWeekDay(templates: SlotTemplateSetup[]): [number, SlotTemplateSetup[]][] {
  const days = new Map<number, SlotTemplateSetup[]>();
  for (const template of inWeekOrder(templates))
    days.set(template.weekDay, [...(days.get(template.weekDay) ?? []), template]);
  return [...days.entries()];
}

function inWeekOrder(templates: SlotTemplateSetup[]): SlotTemplateSetup[] {
  return [...templates].sort(
    (a, b) =>
      weekOrder(a.weekDay) - weekOrder(b.weekDay) ||
      a.validFrom.localeCompare(b.validFrom) ||
      a.fromDate.localeCompare(b.fromDate),
  );
}

/** The slot calendar of one store and mode: weekly templates and closed days. */
export function SlotCalendar({ target }: { target: CalendarTarget }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const calendar = useSlotCalendar(target.storeId, target.mode);
  if (calendar.isPending) return <Spinner label={t('staff.setup.loading')} />;
  if (calendar.isError) return <SetupFailure error={calendar.error} />;
  const { templates, closedDays } = calendar.data;

  return (
    <>
      <h3 id={titleId} className={styles.subTitle}>
        {t('staff.setup.templates.title')}
      </h3>
      {templates.length === 0 ? (
        <p className={styles.hint}>{t('staff.setup.templates.none')}</p>
      ) : (
        <div role="group" aria-labelledby={titleId} className={styles.days}>
          {byWeekDay(templates).map(([weekDay, ofDay]) => {
            const day = weekDayName(weekDay, i18n.resolvedLanguage);
            return (
              <div key={weekDay}>
                <h4 className={styles.dayTitle}>{day}</h4>
                <ul className={styles.dayList} aria-label={day}>
                  {ofDay.map((template) => (
                    <TemplateRow
                      // A new answer from the server resets the row's fields to what was saved.
                      key={`${template.id}-${template.capacity}-${template.cutoffMinutes}`}
                      target={target}
                      template={template}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
      <TemplateAddForm target={target} />
      <ClosedDays target={target} closedDays={closedDays} />
    </>
  );
}
