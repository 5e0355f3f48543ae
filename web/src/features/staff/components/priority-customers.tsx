import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useDecidePriority, usePriorityCustomers } from '../api/priority-customers';
import { useStaffErrorText } from '../utils/staff-error';
import styles from './setup.module.css';

/**
 * Issue 29: the customers' requests for priority places (over 75, disability, carers'
 * constraints) and any account found by e-mail; staff grant or withdraw them.
 */
export function PriorityCustomers() {
  const { t } = useTranslation();
  const titleId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const customers = usePriorityCustomers(email);
  const decide = useDecidePriority();
  const errorText = useStaffErrorText();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.setup.priority.title')}
      </h2>
      <p>{t('staff.setup.priority.hint')}</p>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim());
        }}
      >
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('staff.setup.priority.search')}</label>
          <input
            id={searchId}
            className={styles.control}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('staff.setup.priority.find')}
        </Button>
      </form>
      {customers.data?.length === 0 ? (
        <p className={styles.hint}>
          {email ? t('staff.setup.priority.noneFound') : t('staff.setup.priority.noneWaiting')}
        </p>
      ) : null}
      <ul className={styles.dayList} data-testid="priority-customers">
        {customers.data?.map((c) => {
          const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
          const granted = c.status === 'GRANTED';
          return (
            <li key={c.userId}>
              <p>
                <strong>{name}</strong> · {c.email} · {t(`staff.setup.priority.status.${c.status}`)}
                {c.reason ? ` · ${t('staff.setup.priority.reason', { reason: c.reason })}` : ''}
              </p>
              <Button
                size="sm"
                variant={granted ? 'ghost' : 'primary'}
                disabled={decide.isPending}
                aria-label={t(
                  granted ? 'staff.setup.priority.withdrawFor' : 'staff.setup.priority.grantFor',
                  { name },
                )}
                onClick={() => decide.mutate({ userId: c.userId, granted: !granted })}
              >
                {t(granted ? 'staff.setup.priority.withdraw' : 'staff.setup.priority.grant')}
              </Button>
            </li>
          );
        })}
      </ul>
      {decide.isError ? <p role="alert">{errorText(decide.error)}</p> : null}
    </section>
  );
}
