import type { Store } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { isWeekDay, sortMondayFirst, todayWeekDay, weekDayKeys } from '../utils/week-days';
import styles from './store-detail.module.css';

/** Weekly hours from Monday to Sunday, today highlighted. */
export function StoreTimetables({ store }: { store: Store }) {
  const { t } = useTranslation();
  const today = todayWeekDay();
  const days = sortMondayFirst(store.timetables);
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('storeLocator.detail.timetables')}</h3>
      {days.length === 0 ? (
        <p className={styles.muted}>{t('storeLocator.detail.noTimetables')}</p>
      ) : (
        <table className={styles.hours}>
          <tbody>
            {days.map((day) => (
              <tr
                key={day.weekDay}
                className={day.weekDay === today ? styles.today : undefined}
                data-testid="timetable-row"
              >
                <th scope="row">
                  {isWeekDay(day.weekDay) ? t(weekDayKeys[day.weekDay]) : day.description}
                  {day.weekDay === today ? (
                    <span className={styles.todayTag}> ({t('storeLocator.detail.today')})</span>
                  ) : null}
                </th>
                <td>{day.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
