import type { OrderStatus, StaffOrderDetail } from '@spesa/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusRescue } from '@/shared/hooks/use-focus-rescue';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useStaffErrorText } from '../utils/staff-error';
import { StatusBadge } from './status-badge';
import styles from './preparation.module.css';
import touch from './touch.module.css';

/**
 * The moves the server's state machine allows from here (`nextStatuses`), one button each.
 * The server still decides: a refused move comes back as 4205 and is shown as such.
 * Cancelling gives the slot back and releases the card, so it asks first.
 */
export function StatusActions({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useStaffErrorText();
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // A move replaces its own button with the next step's: the keyboard focus follows, not lost.
  const panelRef = useRef<HTMLElement>(null);
  useFocusRescue(panelRef);
  const move = (status: OrderStatus) =>
    change.mutate(status, {
      onSuccess: () =>
        notify.success(t('staff.status.done', { status: t(`order.status.${status}`) })),
      onSettled: () => setConfirmCancel(false),
    });
  const forward = order.nextStatuses.filter((s) => s !== 'CANCELLED');
  const { reset } = change;
  // A refusal speaks of the order as it was: once a line is recorded it no longer applies.
  useEffect(() => reset(), [reset, order.handledLines, order.operatorCart.totalToPay]);

  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('staff.status.title')}
      </h2>
      <p className={styles.current}>
        {t('staff.status.current')} <StatusBadge status={order.status} />
      </p>
      <p className={styles.progress}>
        {t('staff.status.progress', { handled: order.handledLines, total: order.linesCount })}
      </p>
      {order.nextStatuses.length === 0 ? (
        <p className={styles.progress}>{t('staff.status.final')}</p>
      ) : (
        <div className={styles.moves}>
          {forward.map((status) => (
            <Button
              key={status}
              className={touch.bigButton}
              disabled={change.isPending}
              onClick={() => move(status)}
            >
              {t(`staff.status.move.${status}`)}
            </Button>
          ))}
          {order.nextStatuses.includes('CANCELLED') ? (
            <Button
              variant="secondary"
              className={touch.bigButton}
              disabled={change.isPending}
              onClick={() => setConfirmCancel(true)}
            >
              {t('staff.status.move.CANCELLED')}
            </Button>
          ) : null}
        </div>
      )}
      {change.isError ? <FormFailure>{errorText(change.error)}</FormFailure> : null}
      <Modal
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('staff.status.cancelTitle', { code: order.code })}
        size="sm"
      >
        <p>{t('staff.status.cancelText')}</p>
        <div className={styles.moves}>
          <Button
            variant="secondary"
            className={touch.bigButton}
            onClick={() => setConfirmCancel(false)}
          >
            {t('staff.status.cancelKeep')}
          </Button>
          <Button
            className={touch.bigButton}
            disabled={change.isPending}
            onClick={() => move('CANCELLED')}
          >
            {t('staff.status.cancelConfirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
