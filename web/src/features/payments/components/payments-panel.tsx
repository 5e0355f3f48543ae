import { BoardingOutcome, PAYMENT_BOARDING_PATH } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { usePaymentMethod } from '../api/get-payment-method';
import { useRefetchOnReturn } from '../hooks/use-refetch-on-return';
import { LinkedCard } from './linked-card';
import styles from './payments.module.css';

/** What the acquirer's page sent the shopper back with (?card=linked|cancelled|failed). */
function BoardingNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = BoardingOutcome.safeParse(params.get('card'));
  if (!outcome.success) return null;
  const failed = outcome.data === 'failed';
  return (
    <p className={failed ? styles.noticeError : styles.notice} role={failed ? 'alert' : 'status'}>
      {t(`payments.outcome.${outcome.data}`)}
    </p>
  );
}

/**
 * /payments (spec 2 and 4): whether an online card is linked. Not linked: a link opens the
 * acquirer's boarding page in a new tab; linked: the card and its removal. The state is read
 * again when the shopper comes back to this tab from the boarding page.
 */
export function PaymentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const method = usePaymentMethod(userId);
  useRefetchOnReturn(method.refetch);

  let body;
  if (method.isPending) body = <Spinner />;
  // Spec 8: a failed payments read is only logged; the screen stays empty.
  else if (method.isError) body = null;
  else if (method.data.paymentMethodType === 'ONLINE_CARD')
    body = <LinkedCard userId={userId} card={method.data} />;
  else
    body = (
      <div className={styles.card}>
        <p className={styles.state}>{t('payments.notLinked.title')}</p>
        <p>{t('payments.notLinked.text')}</p>
        <a
          className={styles.linkButton}
          href={PAYMENT_BOARDING_PATH}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('payments.notLinked.link')}{' '}
          <VisuallyHidden>({t('payments.notLinked.newTab')})</VisuallyHidden>
        </a>
        <p className={styles.hint}>{t('payments.notLinked.hint')}</p>
      </div>
    );

  return (
    <div className={styles.panel}>
      <BoardingNotice />
      {body}
    </div>
  );
}
