import { formatPrice, type CartItem } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, localeFor } from '@/shared/i18n/languages';
import styles from './orders.module.css';

/**
 * Issue 30, under an order line: on a substitute, what was ordered against what came (amounts
 * or weights, the price difference, a refusal); on an ordered line, the customer's own choice.
 */
export function OrderSubstitution({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const qty = (amount: number, um: CartItem['um']) =>
    t('orders.detail.quantity', {
      amount: formatAmount(amount, language),
      unit: t(`order.unit.${um}`, { count: amount }),
    });
  const was = item.substitutedFor;
  if (was)
    return (
      <p className={styles.itemNote} data-testid="order-substitution">
        {t('orders.substitution.insteadOf', {
          description: was.description,
          ordered: qty(was.amount, was.um),
          price: formatPrice(was.rowNetPrice, localeFor(language)),
          delivered: qty(item.amount, item.um),
        })}{' '}
        {was.refused
          ? t('orders.substitution.refused')
          : t('orders.substitution.difference', {
              difference: formatPrice(was.priceDifference, localeFor(language)),
            })}
      </p>
    );
  const s = item.substitution;
  if (!s) return null;
  return (
    <p className={styles.itemNote}>
      {s.choice === 'PRODUCT'
        ? t('orders.substitution.PRODUCT', { description: s.description ?? s.barcode ?? '' })
        : t(`orders.substitution.${s.choice}`)}
    </p>
  );
}
