import { isoToDisplayDate, type OrderSummary } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import styles from './orders.module.css';

export interface OrderListProps {
  orders: OrderSummary[];
  selectedId: string | null;
  onSelect: (orderId: string) => void;
}

/** One page of the history: each row selects its order for the detail beside it. */
export function OrderList({ orders, selectedId, onSelect }: OrderListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            className={styles.row}
            aria-pressed={order.id === selectedId}
            onClick={() => onSelect(order.id)}
          >
            <span className={styles.rowHead}>
              <span>{t('orders.code', { code: order.code })}</span>
              <Price amount={order.totalToPay} />
            </span>
            <span>{t(`order.status.${order.status}`)}</span>
            <span className={styles.muted}>
              {isoToDisplayDate(order.deliveryDate)} · {order.storeDescription}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
