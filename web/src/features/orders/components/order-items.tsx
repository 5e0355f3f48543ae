import {
  CART_ITEMS_ORDER_STATUSES,
  PREPARED_ORDER_STATUSES,
  type CartItem,
  type Order,
} from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeeLabel } from '@/shared/i18n/fee-label';
import { formatAmount } from '@/shared/i18n/languages';
import { Price } from '@/shared/ui/price';
import { OrderSubstitution } from './order-substitution';
import styles from './orders.module.css';

/**
 * Spec 4: the ordered lines while the order waits, is prepared or was aborted; what the
 * store prepared otherwise. An order the store cancelled (or that ended) before anything was
 * prepared has no prepared lines: it shows what was ordered, not 'Nessun prodotto'.
 */
export function shownItems(order: Order): { items: CartItem[]; prepared: boolean } {
  if (CART_ITEMS_ORDER_STATUSES.includes(order.status) || order.preparedCartItems.length === 0)
    return { items: order.cart.items, prepared: false };
  return { items: order.preparedCartItems, prepared: true };
}

/** The items of the order and its totals; the store's totals only past preparation. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const feeLabel = useFeeLabel();
  const itemsTitle = useId();
  const { items, prepared } = shownItems(order);
  const pastPreparation = PREPARED_ORDER_STATUSES.includes(order.status);
  const storeTotals = [
    ['totalPrepared', order.totals.prepared],
    ['totalPurchase', order.totals.purchase],
    ['totalReceipt', order.totals.receipt],
  ] as const;

  return (
    <>
      <section aria-labelledby={itemsTitle}>
        <h3 id={itemsTitle} className={styles.sectionTitle}>
          {t(prepared ? 'orders.detail.preparedItems' : 'orders.detail.items')}
        </h3>
        {items.length === 0 ? (
          <p>{t('orders.detail.noItems')}</p>
        ) : (
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span>{item.description}</span>
                <span>
                  {t('orders.detail.quantity', {
                    amount: formatAmount(item.amount, i18n.resolvedLanguage),
                    unit: t(`order.unit.${item.um}`, { count: item.amount }),
                  })}
                </span>
                <Price amount={item.rowNetPrice} />
                <OrderSubstitution item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className={styles.facts}>
        {order.cart.fees.map((fee) => (
          <div key={fee.id} className={styles.pair}>
            <dt>{feeLabel(fee, order.cart)}</dt>
            <dd>
              <Price amount={fee.value} />
            </dd>
          </div>
        ))}
        <dt>{t('orders.detail.totalOrdered')}</dt>
        <dd>
          <Price amount={order.totals.ordered} />
        </dd>
        {pastPreparation
          ? storeTotals.map(([key, value]) =>
              value === null ? null : (
                <div key={key} className={styles.pair}>
                  <dt>{t(`orders.detail.${key}`)}</dt>
                  <dd>
                    <Price amount={value} />
                  </dd>
                </div>
              ),
            )
          : null}
      </dl>
    </>
  );
}
