import { romeToday } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useOrderQueue } from '../api/get-order-queue';
import { currentStoreId, useStaffStore } from '../stores/staff-store';
import { QueueFilters } from './queue-filters';
import { QueueOrderCard } from './queue-order-card';
import { SlotPicker } from './slot-picker';
import styles from './queue.module.css';

/** The day and slot live in the address, so going back from an order finds the same list. */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? romeToday();
  const slotText = params.get('slot');
  const slotId = slotText && /^[1-9]\d*$/.test(slotText) ? slotText : null;
  const update = (next: { date?: string; slot?: string | null }) => {
    const out = new URLSearchParams(params);
    if (next.date !== undefined) {
      out.set('date', next.date);
      out.delete('slot');
    }
    if (next.slot !== undefined) {
      if (next.slot === null) out.delete('slot');
      else out.set('slot', next.slot);
    }
    // flushSync: the day and slot fields are controlled by the address, and a navigation in a
    // transition would show the old value until the queue had rendered again.
    setParams(out, { replace: true, flushSync: true });
  };
  return { date, slotId, update };
}

/** The store's orders of a day, slot by slot, with what each customer asked. */
export function OrderQueuePage() {
  const { t } = useTranslation();
  const session = useStaffStore((s) => s.session);
  const chosen = useStaffStore((s) => s.storeId);
  const setStoreId = useStaffStore((s) => s.setStoreId);
  const { date, slotId, update } = useQueueParams();
  const storeId = session ? currentStoreId(session, chosen) : null;
  const queue = useOrderQueue(storeId, date);

  if (!session) return null;
  const orders = queue.data?.orders.filter((o) => slotId === null || o.slotId === slotId) ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.queue.title')}</h1>
      {session.stores.length === 0 ? (
        <EmptyState title={t('staff.queue.noStores')} />
      ) : (
        <QueueFilters
          stores={session.stores}
          storeId={storeId}
          date={date}
          onStoreChange={(id) => {
            setStoreId(id);
            update({ slot: null });
          }}
          onDateChange={(next) => update({ date: next })}
        />
      )}
      {queue.isPending && storeId !== null ? <Spinner /> : null}
      {queue.isError ? <LoadError onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <>
          <h2 className={styles.sectionTitle}>{t('staff.queue.slots')}</h2>
          {queue.data.slots.length === 0 ? (
            <p className={styles.muted}>{t('staff.queue.noSlots')}</p>
          ) : (
            <SlotPicker
              slots={queue.data.slots}
              total={queue.data.orders.length}
              selected={slotId}
              onSelect={(slot) => update({ slot })}
            />
          )}
          <h2 className={styles.sectionTitle}>{t('staff.queue.orders')}</h2>
          {queue.data.statuses.length > 0 ? (
            <ul className={styles.statusCounts} aria-label={t('staff.queue.byStatus')}>
              {queue.data.statuses.map((s) => (
                <li key={s.status}>
                  {t('staff.queue.statusCount', {
                    status: t(`order.status.${s.status}`),
                    count: s.count,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          {orders.length === 0 ? (
            <EmptyState title={t('staff.queue.empty')} />
          ) : (
            <div className={styles.cards}>
              {orders.map((order) => (
                <QueueOrderCard key={order.id} order={order} />
              ))}
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
