import { isoToDisplayDate } from '@spesa/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Price } from '@/shared/ui/price';
import { useCheckoutStore } from '../state/checkout-store';
import { CheckoutSteps } from './checkout-steps';
import styles from './checkout.module.css';

/** Spec 9: the success overlay after placing an order lasts 3000 ms, then home. */
export const ORDER_OVERLAY_MS = 3000;

/** /checkout/confirm: the order placed, a success overlay, then back home (spec 2). */
export function CheckoutConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placed = useCheckoutStore((state) => state.placed);
  const [overlay, setOverlay] = useState(true);

  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => {
      setOverlay(false);
      useCheckoutStore.getState().reset();
      void navigate('/home');
    }, ORDER_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // Reached without an order just placed (a reload, a typed address): nothing to confirm.
  if (!placed) return <Navigate to="/home" replace />;
  return (
    <div className={styles.page}>
      <CheckoutSteps current="confirm" />
      <h1 className={styles.title}>{t('checkout.confirm.title')}</h1>
      <p>{t('checkout.confirm.text', { code: placed.code })}</p>
      <p>
        {t('checkout.confirm.when', {
          date: isoToDisplayDate(placed.deliveryDate),
          from: placed.validFrom,
          to: placed.validTo,
        })}
      </p>
      {placed.onlinePayment ? (
        <p data-testid="order-preauthorised">
          {t('checkout.confirm.preauthorised')} <Price amount={placed.onlinePayment.authorised} />
        </p>
      ) : null}
      <Link to="/orders">{t('checkout.confirm.orders')}</Link>
      {overlay ? (
        <div className={styles.overlay} role="status" data-testid="order-success-overlay">
          <div className={styles.overlayBox}>
            <p className={styles.sectionTitle}>{t('checkout.confirm.overlay')}</p>
            <p>{t('checkout.confirm.redirect')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
