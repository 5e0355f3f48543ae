import type { Cart } from '@spesa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeeLabel } from '@/shared/i18n/fee-label';
import { Link, Navigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { CartChangesDialog } from '@/shared/ui/cart-changes-dialog';
import { Price } from '@/shared/ui/price';
import { usePaymentModes } from '../api/get-payment-modes';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useCheckoutStore } from '../state/checkout-store';
import { CheckoutSteps } from './checkout-steps';
import { ChosenSlot } from './chosen-slot';
import { SummaryChoices } from './summary-choices';
import { SummaryLines } from './summary-lines';
import styles from './checkout.module.css';

export interface CheckoutSummaryPageProps {
  cart: Cart;
  /** After the order is placed: the app reloads the current cart and its slot. */
  onPlaced: () => void;
}

/** '30,00': the minimum as the spec's message writes it. */
const euroText = (euro: number) => euro.toFixed(2).replace('.', ',');

/** /checkout/summary: what is ordered, payment and substitution, then the order (spec 2). */
export function CheckoutSummaryPage({ cart, onPlaced }: CheckoutSummaryPageProps) {
  const { t } = useTranslation();
  const feeLabel = useFeeLabel();
  const { slot, contact, paymentMode, enableProductsReplacement: replacement } = useCheckoutStore();
  const { setPaymentMode, setReplacement } = useCheckoutStore();
  const modes = usePaymentModes(cart.deliveryMode);
  const order = usePlaceOrder(cart, onPlaced);
  const belowMinimum = cart.minNetTotal > 0 && cart.netTotal < cart.minNetTotal;
  const allowed = modes.data ?? [];

  // A mode the delivery mode no longer allows is no choice.
  useEffect(() => {
    if (paymentMode && modes.data && !modes.data.includes(paymentMode)) setPaymentMode(null);
  }, [paymentMode, modes.data, setPaymentMode]);

  if (!slot) return null;
  if (!contact) return <Navigate to="/checkout/data" replace />;
  const ready = paymentMode !== null && replacement !== null && !belowMinimum;

  function placeOrder() {
    if (!slot || !contact || paymentMode === null || replacement === null) return;
    order.place({
      cartId: cart.id,
      ...contact,
      timeSlotId: slot.id,
      paymentMode,
      enableProductsReplacement: replacement,
      clientWeb: true,
    });
  }

  return (
    <div className={styles.page}>
      <CheckoutSteps current="summary" />
      <h1 className={styles.title}>{t('checkout.summary.title')}</h1>
      <ChosenSlot slot={slot} />
      <dl className={styles.summary}>
        <dt>{t('checkout.summary.store')}</dt>
        <dd>{cart.storeDescription}</dd>
        <dt>{t('checkout.summary.mode')}</dt>
        <dd>{t(`order.mode.${cart.deliveryMode}`)}</dd>
        {cart.delivery.addressDescription ? (
          <>
            <dt>{t('checkout.summary.address')}</dt>
            <dd>{cart.delivery.addressDescription}</dd>
          </>
        ) : null}
        <dt>{t('checkout.summary.contact')}</dt>
        <dd>
          {contact.firstName} {contact.lastName}, {contact.profileEmail},{' '}
          {contact.profileMobilePhone}
        </dd>
        <dt>{t('checkout.summary.items')}</dt>
        <dd>{cart.itemsCount}</dd>
        <dt>{t('checkout.summary.netTotal')}</dt>
        <dd>
          <Price amount={cart.netTotal} />
        </dd>
        {cart.fees.map((fee) => (
          <div key={fee.id} className={styles.pair}>
            <dt>{feeLabel(fee, cart)}</dt>
            <dd>
              <Price amount={fee.value} />
            </dd>
          </div>
        ))}
        <dt>{t('checkout.summary.totalToPay')}</dt>
        <dd>
          <strong>
            <Price amount={cart.totalToPay} />
          </strong>
        </dd>
      </dl>
      <SummaryLines items={cart.items} />
      <SummaryChoices
        deliveryMode={cart.deliveryMode}
        paymentModes={allowed}
        paymentModesStatus={modes.data ? 'ready' : modes.isError ? 'error' : 'loading'}
        onRetryPaymentModes={() => void modes.refetch()}
        paymentMode={paymentMode}
        onPaymentMode={setPaymentMode}
        replacement={replacement}
        onReplacement={setReplacement}
      />
      {belowMinimum ? (
        <p className={styles.error} role="alert">
          {t('checkout.summary.minimum', { min: euroText(cart.minNetTotal) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to="/checkout/data" className={styles.backLink}>
          {t('checkout.back')}
        </Link>
        <Button
          disabled={!ready || order.pending}
          aria-busy={order.pending || undefined}
          onClick={placeOrder}
        >
          {order.pending ? t('checkout.summary.ordering') : t('checkout.summary.order')}
        </Button>
      </div>
      <CartChangesDialog changes={order.changes} onContinue={order.closeChanges} />
    </div>
  );
}
