import type { StaffOrderDetail } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import styles from './preparation.module.css';

function Amount({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return value === null ? <span>{t('staff.totals.none')}</span> : <Price amount={value} />;
}

/**
 * What was ordered and what the store gives, following every line recorded. The card can
 * never be charged above its hold, so going over it is said here before the server refuses.
 */
export function OrderTotals({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const prepared =
    order.totals.prepared ?? (order.handledLines > 0 ? order.operatorCart.totalToPay : null);
  const payment = order.onlinePayment;
  const overHold = payment !== undefined && prepared !== null && prepared > payment.authorised;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('staff.totals.title')}
      </h2>
      <dl className={styles.totals} aria-live="polite">
        <dt>{t('staff.totals.ordered')}</dt>
        <dd>
          <Price amount={order.totals.ordered} />
        </dd>
        <dt>{t('staff.totals.prepared')}</dt>
        <dd data-testid="prepared-total">
          <Amount value={prepared} />
        </dd>
        <dt>{t('staff.totals.purchase')}</dt>
        <dd>
          <Amount value={order.totals.purchase} />
        </dd>
        <dt>{t('staff.totals.receipt')}</dt>
        <dd>
          <Amount value={order.totals.receipt} />
        </dd>
        {payment ? (
          <>
            <dt>{t('staff.totals.authorised')}</dt>
            <dd>
              <Price amount={payment.authorised} />
            </dd>
            <dt>{t('staff.totals.paymentState')}</dt>
            <dd>{t(`staff.totals.paymentStatus.${payment.status}`)}</dd>
            <dt>{t('staff.totals.captured')}</dt>
            <dd>
              <Amount value={payment.captured} />
            </dd>
          </>
        ) : null}
      </dl>
      {overHold ? (
        <p className={styles.warning} role="alert">
          {t('staff.totals.overHold')}
        </p>
      ) : null}
    </section>
  );
}
