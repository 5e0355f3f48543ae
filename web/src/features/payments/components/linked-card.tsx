import type { LinkedCard as Card } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import styles from './payments.module.css';

const brandNames: Record<Card['brand'], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  OTHER: '',
};

/** The linked card (brand, last four digits, expiry) and its removal, confirmed first. */
export function LinkedCard({ userId, card }: { userId: string; card: Card }) {
  const { t } = useTranslation();
  const remove = useDeletePaymentMethod(userId);
  const [confirming, setConfirming] = useState(false);
  const brand = brandNames[card.brand] || t('payments.linked.otherBrand');
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

  function confirmRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('payments.linked.removed'));
      },
      onError: (error) => {
        setConfirming(false);
        if (!isSessionLostError(error))
          notify.error(isApiError(error) ? error.displayMessage : String(error));
      },
    });
  }

  return (
    <div className={styles.card}>
      <p className={styles.state}>{t('payments.linked.title')}</p>
      <dl className={styles.facts}>
        <dt>{t('payments.linked.brand')}</dt>
        <dd>{brand}</dd>
        <dt>{t('payments.linked.number')}</dt>
        <dd aria-label={t('payments.linked.endingIn', { lastFour: card.lastFour })}>
          •••• {card.lastFour}
        </dd>
        <dt>{t('payments.linked.expiry')}</dt>
        <dd>{expiry}</dd>
      </dl>
      <p className={styles.hint}>{t('payments.linked.hint')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('payments.linked.remove')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('payments.linked.confirmTitle')}
        size="sm"
      >
        <p>{t('payments.linked.confirmText', { lastFour: card.lastFour })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('payments.linked.keep')}
          </Button>
          <Button
            onClick={confirmRemove}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {t('payments.linked.confirmRemove')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
