import type { BuyAgainItem } from '@spesa/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBuyAgainStrip } from '../api/get-buy-again';
import styles from './buy-again.module.css';

/** One row of a wide screen's grid; a phone shows four (see the stylesheet). */
export const BUY_AGAIN_STRIP_SIZE = 5;

export interface BuyAgainStripProps {
  /** null for a guest: nothing is asked and nothing is shown. */
  userId: string | null;
  storeId: string | undefined;
  renderProducts: (items: BuyAgainItem[]) => ReactNode;
}

/**
 * Home's 'Compra di nuovo' strip (issue 30): the customer's first products and a link to the
 * page. Hidden for a guest, while it loads, on a failure and when they have bought nothing.
 */
export function BuyAgainStrip({ userId, storeId, renderProducts }: BuyAgainStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useBuyAgainStrip(userId, storeId, BUY_AGAIN_STRIP_SIZE);
  const items = query.data?.data ?? [];
  if (userId === null || items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.strip} data-testid="buy-again-strip">
      <div className={styles.stripHead}>
        <h2 id={titleId} className={styles.stripTitle}>
          {t('buyAgain.title')}
        </h2>
        <Link to="/buy-again" className={styles.link}>
          {t('buyAgain.seeAll')}
        </Link>
      </div>
      {renderProducts(items)}
    </section>
  );
}
