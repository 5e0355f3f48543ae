import type { BillingAddress, User } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckoutStore } from '../state/checkout-store';
import { CheckoutDataForm } from './checkout-data-form';
import { CheckoutSteps } from './checkout-steps';
import { ChosenSlot } from './chosen-slot';
import styles from './checkout.module.css';

export interface CheckoutDataPageProps {
  user: User;
  billingAddresses: BillingAddress[];
}

/** /checkout/data: the customer confirms who receives the order and how (spec 2). */
export function CheckoutDataPage({ user, billingAddresses }: CheckoutDataPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slot = useCheckoutStore((state) => state.slot);
  const saved = useCheckoutStore((state) => state.contact);
  const setContact = useCheckoutStore((state) => state.setContact);

  return (
    <div className={styles.page}>
      <CheckoutSteps current="summary" />
      <h1 className={styles.title}>{t('checkout.data.title')}</h1>
      {slot ? <ChosenSlot slot={slot} /> : null}
      <CheckoutDataForm
        user={user}
        saved={saved}
        billingAddresses={billingAddresses}
        onConfirm={(contact) => {
          setContact(contact);
          void navigate('/checkout/summary');
        }}
      />
    </div>
  );
}
