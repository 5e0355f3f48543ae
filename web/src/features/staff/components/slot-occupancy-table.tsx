import type { DeliveryModeId } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useSlotOccupancy } from '../api/slot-occupancy';
import report from './search-report.module.css';
import styles from './setup.module.css';
import own from './slot-occupancy.module.css';

/**
 * Issue 29, the staff calendar: every slot of the next 10 days with its places booked, held
 * by shoppers (unexpired holds), reserved for priority customers and free.
 */
export function SlotOccupancyTable({ storeId, mode }: { storeId: string; mode: DeliveryModeId }) {
  const { t } = useTranslation();
  const titleId = useId();
  const occupancy = useSlotOccupancy(storeId, mode);
  if (occupancy.isPending) return <Spinner label={t('staff.setup.loading')} />;
  // A read-only view beside the calendar, which reports its own failures: said quietly here.
  if (occupancy.isError) return <p className={styles.hint}>{t('staff.setup.occupancy.failed')}</p>;
  const number = report.number;
  return (
    <>
      <h3 id={titleId} className={styles.subTitle}>
        {t('staff.setup.occupancy.title')}
      </h3>
      {occupancy.data.length === 0 ? (
        <p className={styles.hint}>{t('staff.setup.occupancy.none')}</p>
      ) : (
        <div
          className={`${report.scroll} ${own.box}`}
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
        >
          <table className={report.table} data-testid="slot-occupancy">
            <thead>
              <tr>
                <th scope="col">{t('staff.setup.occupancy.slot')}</th>
                <th scope="col" className={number}>
                  {t('staff.setup.occupancy.capacity')}
                </th>
                <th scope="col" className={number}>
                  {t('staff.setup.occupancy.booked')}
                </th>
                <th scope="col" className={number}>
                  {t('staff.setup.occupancy.held')}
                </th>
                <th scope="col" className={number}>
                  {t('staff.setup.occupancy.reserved')}
                </th>
                <th scope="col" className={number}>
                  {t('staff.setup.occupancy.free')}
                </th>
              </tr>
            </thead>
            <tbody>
              {occupancy.data.map((slot) => (
                <tr key={`${slot.date} ${slot.validFrom}`} data-open={slot.open}>
                  <th scope="row">
                    {t('staff.setup.occupancy.when', {
                      date: slot.date,
                      from: slot.validFrom,
                      to: slot.validTo,
                    })}
                    {slot.open ? null : ` · ${t('staff.setup.occupancy.closed')}`}
                  </th>
                  <td className={number}>{slot.capacity}</td>
                  <td className={number}>{slot.booked}</td>
                  <td className={number}>{slot.held}</td>
                  <td className={number}>{slot.reserved}</td>
                  <td className={number}>{slot.free}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
