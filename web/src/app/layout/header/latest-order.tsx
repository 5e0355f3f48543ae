import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '@/features/orders/api/get-orders';
import { useUserStore } from '@/shared/state/user-store';
import styles from './latest-order.module.css';

/**
 * Spec 2, header: a logged-in customer's latest order (the first of the first page of orders)
 * with its status, linking to /orders. Nothing for a guest or a customer with no orders.
 */
export function LatestOrder() {
  const { t } = useTranslation();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const orders = useOrders(userId, 0);
  const latest = userId === null ? undefined : orders.data?.data[0];
  if (!latest) return null;
  return (
    <Link to="/orders" className={styles.link} data-testid="latest-order">
      <span className={styles.code}>{t('header.latestOrder', { code: latest.code })}</span>
      {/* Phones: the code stays visible, shortened; the full words name the link. */}
      <span className={styles.shortCode} aria-hidden="true">
        {t('header.latestOrderShort', { code: latest.code })}
      </span>
      <span className={styles.status} data-status={latest.status}>
        {t(`order.status.${latest.status}`)}
      </span>
    </Link>
  );
}
