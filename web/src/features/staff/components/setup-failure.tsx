import { errorCatalogue } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '@/shared/ui/form/form-failure';
import formStyles from '@/shared/ui/form/form.module.css';
import { slotConflictsOf } from '../api/setup-request';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './setup.module.css';

/**
 * A refused set-up change in words. A 4062 names every booked slot the change would have
 * dropped, so the operator sees which orders stand in the way instead of a bare code.
 */
export function SetupFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  const conflicts = slotConflictsOf(error);
  if (!conflicts)
    return (
      <div className={styles.failure}>
        <FormFailure>{errorText(error)}</FormFailure>
      </div>
    );
  // One alert for the refusal and its list: a list may not sit inside FormFailure's paragraph.
  return (
    <div className={styles.failure} role="alert">
      <p className={formStyles.failure}>
        {t('staff.setup.conflicts.title', { code: errorCatalogue.SLOT_HAS_BOOKINGS.code })}
      </p>
      <ul className={styles.conflicts}>
        {conflicts.map((c) => (
          <li key={`${c.date}-${c.validFrom}`}>
            {t('staff.setup.conflicts.item', {
              date: c.date,
              from: c.validFrom,
              to: c.validTo,
              count: c.booked,
              reason: c.reason,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
