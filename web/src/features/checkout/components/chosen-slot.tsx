import { isoToDisplayDate, type Slot } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceContext } from '@/shared/i18n/service-context';
import { useCartStore } from '@/shared/state/cart-store';
import styles from './checkout.module.css';

/** The booked-to-be slot, with the way back to change it. */
export function ChosenSlot({ slot }: { slot: Slot }) {
  const { t } = useTranslation();
  const mode = useCartStore((state) => state.cart?.deliveryMode);
  return (
    <p>
      <strong>{t('checkout.chosenSlot', { context: serviceContext(mode) })}: </strong>
      {t('checkout.chosenSlotText', {
        day: isoToDisplayDate(slot.date),
        from: slot.validFrom,
        to: slot.validTo,
      })}{' '}
      <Link to="/checkout" className={styles.backLink}>
        {t('checkout.change')}
      </Link>
    </p>
  );
}
