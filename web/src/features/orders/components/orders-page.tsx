import { type ReactNode, useId, useState } from 'react';
import type { Order } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useOrders } from '../api/get-orders';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { OrderPager } from './order-pager';
import styles from './orders.module.css';

/** Spec 2, orders: the paged history and, beside it, the detail of the selected order. */
export interface OrdersPageProps {
  userId: string;
  /** More actions on the selected order, from another feature (the route passes them in). */
  extraActions?: (order: Order) => ReactNode;
  /** A link beside the title, from another feature ('Compra di nuovo'). */
  titleAction?: ReactNode;
}

export function OrdersPage({ userId, extraActions, titleAction }: OrdersPageProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const orders = useOrders(userId, page);
  const rows = orders.data?.data ?? [];
  // Until the customer picks one, the newest order of the page is shown.
  const shownId = rows.some((o) => o.id === selectedId) ? selectedId : (rows[0]?.id ?? null);

  function changePage(next: number) {
    setPage(next);
    setSelectedId(null);
  }

  let body;
  if (orders.isPending) body = <Spinner />;
  // Spec 8: a failed read is only logged; the screen stays empty.
  else if (orders.isError) body = null;
  else if (rows.length === 0) body = <EmptyState title={t('orders.empty')} />;
  else
    body = (
      <div className={styles.layout}>
        <section aria-labelledby={listId}>
          <h2 id={listId} className={styles.sectionTitle}>
            {t('orders.listTitle')}
          </h2>
          <OrderList orders={rows} selectedId={shownId} onSelect={setSelectedId} />
          <OrderPager page={page} totalPages={orders.data.totalPages} onPage={changePage} />
        </section>
        {shownId === null ? null : (
          <OrderDetail userId={userId} orderId={shownId} extraActions={extraActions} />
        )}
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('orders.title')}</h1>
        {titleAction}
      </div>
      {body}
    </div>
  );
}
