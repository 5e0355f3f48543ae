import type { SmartListToCartResult } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartAdditionsReport } from '@/shared/ui/cart-additions-report';
import styles from './smart-lists.module.css';

/** What the whole-list add did (the cart's report), with the way to the cart. */
export function CartReport({ result }: { result: SmartListToCartResult }) {
  const { t } = useTranslation();
  return (
    <CartAdditionsReport result={result} testId="cart-report">
      <Link to="/cart" className={styles.headLink}>
        {t('smartLists.cart.goToCart')}
      </Link>
    </CartAdditionsReport>
  );
}
