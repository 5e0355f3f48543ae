import type { DeliveryModeId, PaymentMode } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceContext } from '@/shared/i18n/service-context';
import styles from './checkout.module.css';
import { OnlineCardHint } from './online-card-hint';
import { PaymentModesState, type PaymentModesStatus } from './payment-modes-state';

export interface SummaryChoicesProps {
  /** The cart's service: a pickup is paid at the store ('al ritiro'). */
  deliveryMode: DeliveryModeId;
  paymentModes: PaymentMode[];
  paymentModesStatus: PaymentModesStatus;
  onRetryPaymentModes: () => void;
  paymentMode: PaymentMode | null;
  onPaymentMode: (mode: PaymentMode) => void;
  replacement: boolean | null;
  onReplacement: (enabled: boolean) => void;
}

/** Spec 5, checkout summary: the payment mode and the mandatory substitution choice. */
export function SummaryChoices(props: SummaryChoicesProps) {
  const { t } = useTranslation();
  const paymentName = useId();
  const onlineHintId = useId();
  const replacementName = useId();
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.summary.payment')} *</legend>
        <PaymentModesState
          status={props.paymentModesStatus}
          count={props.paymentModes.length}
          onRetry={props.onRetryPaymentModes}
        />
        {props.paymentModes.map((mode) => (
          <label key={mode} className={styles.choice}>
            <input
              type="radio"
              name={paymentName}
              value={mode}
              checked={props.paymentMode === mode}
              onChange={() => props.onPaymentMode(mode)}
              aria-describedby={mode === 'ONLINE_CARD' ? onlineHintId : undefined}
            />
            {t(`order.payment.${mode}`, { context: serviceContext(props.deliveryMode) })}
          </label>
        ))}
        {props.paymentModes.includes('ONLINE_CARD') ? <OnlineCardHint id={onlineHintId} /> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.summary.replacement')} *</legend>
        {[true, false].map((enabled) => (
          <label key={String(enabled)} className={styles.choice}>
            <input
              type="radio"
              name={replacementName}
              checked={props.replacement === enabled}
              onChange={() => props.onReplacement(enabled)}
            />
            {t(enabled ? 'checkout.summary.replacementYes' : 'checkout.summary.replacementNo')}
          </label>
        ))}
      </fieldset>
    </>
  );
}
