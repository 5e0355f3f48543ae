import type { OrderStatus } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './status-badge.module.css';

/** The families of statuses get a colour each, always with the status in words beside it. */
function tone(status: OrderStatus): string {
  if (status === 'TO_BE_PREPARED') return styles.waiting ?? '';
  if (status === 'IN_PREPARATION' || status === 'ISSUING_RECEIPT') return styles.working ?? '';
  if (status === 'TO_BE_DELIVERED' || status === 'TO_BE_COLLECTED') return styles.ready ?? '';
  if (status === 'DELIVERED' || status === 'COLLECTED') return styles.done ?? '';
  return styles.stopped ?? '';
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.badge, tone(status)].join(' ')}>{t(`order.status.${status}`)}</span>
  );
}
