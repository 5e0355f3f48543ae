import { centsToEuro, euroToCents, formatPrice, preauthorisationCents } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import { useCartStore } from '@/shared/state/cart-store';
import styles from './online-card-hint.module.css';

/** Spec 9: what choosing the online card holds on it, the cart's total plus 10 %. */
export function OnlineCardHint({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const totalToPay = useCartStore((state) => state.cart?.totalToPay ?? null);
  if (totalToPay === null) return null;
  const hold = centsToEuro(preauthorisationCents(euroToCents(totalToPay)));
  const amount = formatPrice(hold, localeFor(i18n.resolvedLanguage ?? i18n.language));
  return (
    <p id={id} className={styles.hint}>
      {t('onlinePayment.checkoutHint', { amount })}
    </p>
  );
}
