import { errorCatalogue } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useStaffOrder } from '../api/get-staff-order';
import { OrderFacts } from './order-facts';
import { OrderTotals } from './order-totals';
import { PickingList } from './picking-list';
import { StatusActions } from './status-actions';
import styles from './preparation.module.css';

/** An order that does not exist (code 404) or belongs to another store (403). */
const MISSING_ORDER_CODES: readonly number[] = [
  errorCatalogue.RECORD_NOT_FOUND.code,
  errorCatalogue.FORBIDDEN.code,
];

/** One order worked in the aisle: facts, picking list by department, totals and status. */
export function PreparationPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useStaffOrder(orderId);
  // Back to the day of this order, where the operator most likely came from.
  const day = order.data ? `?date=${order.data.deliveryDate}` : '';
  const back = (
    <Link className={styles.back} to={`/staff${day}`}>
      {t('staff.order.back')}
    </Link>
  );

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    // By code, not HTTP status: a missing order is a business outcome, HTTP 200 (issue 26).
    const missing = isApiError(order.error) && MISSING_ORDER_CODES.includes(order.error.code);
    return (
      <div className={styles.page}>
        {back}
        {missing ? (
          <EmptyState role="alert" title={t('staff.order.notFound')} />
        ) : (
          <LoadError onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }
  const data = order.data;
  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>{t('staff.order.title', { code: data.code })}</h1>
      <div className={styles.layout}>
        {/* First in reading order: on a tablet the status and totals sit above the long list. */}
        <aside className={styles.side} aria-label={t('staff.order.sideLabel')}>
          <StatusActions order={data} />
          <OrderTotals order={data} />
        </aside>
        <div className={styles.mainColumn}>
          <OrderFacts order={data} />
          <PickingList order={data} />
        </div>
      </div>
    </div>
  );
}
