import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './checkout.module.css';

/** Where the payment modes' answer stands: 'ready' once the server has said which they are. */
export type PaymentModesStatus = 'loading' | 'error' | 'ready';

export interface PaymentModesStateProps {
  status: PaymentModesStatus;
  /** How many modes the answer allows: 'none' is said only when the answer says none. */
  count: number;
  onRetry: () => void;
}

/**
 * What stands in for the payment choices while there are none to show (issue 27.4): on a
 * slow link the modes take a few hundred milliseconds, which is no reason to say there are
 * none; a failed call says so and can be asked again.
 */
export function PaymentModesState({ status, count, onRetry }: PaymentModesStateProps) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <p className={styles.pending} role="status">
        <span className={styles.pendingCircle} aria-hidden="true" />
        {t('checkout.summary.paymentModesLoading')}
      </p>
    );
  if (status === 'error')
    return (
      <div className={styles.pending} role="alert">
        <span>{t('checkout.summary.paymentModesError')}</span>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return count === 0 ? <p>{t('checkout.summary.noPaymentModes')}</p> : null;
}
