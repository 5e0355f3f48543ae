import type { CartItem } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/i18n/languages';
import { Price } from '@/shared/ui/price';
import styles from './checkout.module.css';

/**
 * The cart's lines on the summary, folded (issue 27.11: the summary said only 'Prodotti 16'):
 * a native disclosure, so it opens by keyboard and reads as one to a screen reader.
 */
export function SummaryLines({ items }: { items: readonly CartItem[] }) {
  const { t, i18n } = useTranslation();
  const listName = useId();
  return (
    <details className={styles.lines}>
      <summary>{t('checkout.summary.showLines')}</summary>
      <span id={listName} hidden>
        {t('checkout.summary.linesName')}
      </span>
      <ul aria-labelledby={listName} className={styles.lineList}>
        {items.map((item) => (
          <li key={item.id} className={styles.line}>
            <span>{item.description}</span>
            <span className={styles.lineAmount}>
              {t('checkout.summary.quantity', {
                amount: formatAmount(item.amount, i18n.resolvedLanguage),
                unit: t(`order.unit.${item.um}`, { count: item.amount }),
              })}
            </span>
            <Price amount={item.rowNetPrice} />
          </li>
        ))}
      </ul>
    </details>
  );
}
