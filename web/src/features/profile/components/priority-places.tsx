import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { useAskPriorityPlaces, usePriorityPlaces } from '../api/priority-places';
import styles from './profile-screens.module.css';

/**
 * Issue 29: stores keep a share of each slot for customers who need it (over 75, disability,
 * carers' constraints). The customer asks here; the store's staff decide.
 */
export function PriorityPlaces() {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const state = usePriorityPlaces();
  const ask = useAskPriorityPlaces();
  const status = state.data?.status;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('profile.priority.title')}
      </h2>
      <p className={styles.text}>{t('profile.priority.text')}</p>
      {status === 'GRANTED' ? (
        <p className={styles.text} role="status">
          {t('profile.priority.granted')}
        </p>
      ) : null}
      {status === 'REQUESTED' ? (
        <p className={styles.text} role="status">
          {t('profile.priority.requested')}
        </p>
      ) : null}
      {status === 'NONE' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate(reason);
          }}
        >
          <label htmlFor={reasonId}>{t('profile.priority.reason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            required
            minLength={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={ask.isPending}>
            {t('profile.priority.ask')}
          </Button>
          {isApiError(ask.error) ? <p role="alert">{ask.error.displayMessage}</p> : null}
        </form>
      ) : null}
    </section>
  );
}
