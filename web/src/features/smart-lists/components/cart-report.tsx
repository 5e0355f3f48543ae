import type { SmartListToCartResult } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './smart-lists.module.css';

/** What the whole-list add did: how many lines went in, which were capped and which stayed out. */
export function CartReport({ result }: { result: SmartListToCartResult }) {
  const { t } = useTranslation();
  const capped = result.added.filter((line) => line.capped);
  return (
    <div className={styles.report} role="status" data-testid="cart-report">
      <p className={styles.reportTitle}>
        {t('smartLists.cart.added', { count: result.added.length })}
      </p>
      {capped.length ? (
        <ul className={styles.reportList}>
          {capped.map((line) => (
            <li key={line.itemId}>
              {t('smartLists.cart.capped', { description: line.description })}
            </li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length ? (
        <>
          <p className={styles.reportTitle}>{t('smartLists.cart.skipped')}</p>
          <ul className={styles.reportList}>
            {result.skipped.map((line) => (
              <li key={line.itemId}>
                {t('smartLists.cart.line', {
                  description: line.description,
                  reason: t(`smartLists.cart.reason.${line.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/cart" className={styles.headLink}>
        {t('smartLists.cart.goToCart')}
      </Link>
    </div>
  );
}
