import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlotHold } from '@/shared/api/slot-hold';
import { formatLeft, useHoldCountdown } from '@/shared/hooks/use-hold-countdown';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import styles from './slot-hold-badge.module.css';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Issue 29, header: the slot held for the current cart with the time left, linking to the
 * cart. It sits in the store strip, which is there anyway, and the time keeps a fixed width,
 * so nothing moves. The ticking figures are hidden from screen readers (a live countdown would
 * talk every second); the link names the slot and the end, and a status line speaks up only
 * when five minutes are left and when the hold lapses.
 */
export function SlotHoldBadge() {
  const { t } = useTranslation();
  const loggedIn = useUserStore((state) => state.user !== null);
  const cartId = useCartStore((state) => state.cart?.id);
  const hold = useSlotHold(loggedIn ? cartId : undefined);
  const left = useHoldCountdown(hold.data, hold.dataUpdatedAt);
  if (!loggedIn || !hold.data) return null;
  const data = hold.data;
  const expired = data.status === 'EXPIRED' || left === 0;
  const ends = new Date(data.expiresAt).toLocaleTimeString('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  });
  let announcement = '';
  if (expired) announcement = t('header.slotHold.expired');
  else if (left !== null && left <= FIVE_MINUTES) announcement = t('header.slotHold.fewMinutes');
  return (
    <>
      <Link
        to="/cart"
        className={styles.badge}
        data-expired={expired || undefined}
        data-testid="slot-hold-badge"
      >
        {/* The visible words open the link's name (WCAG 2.5.3); the rest is for screen readers. */}
        <span className={styles.text}>
          {expired ? t('header.slotHold.expiredShort') : t('header.slotHold.short')}
        </span>{' '}
        <span className="visually-hidden">
          {expired
            ? t('header.slotHold.expiredMore')
            : t('header.slotHold.more', { from: data.validFrom, to: data.validTo, ends })}
        </span>
        {expired || left === null ? null : (
          <span aria-hidden="true" className={styles.time} data-testid="slot-hold-time">
            {formatLeft(left)}
          </span>
        )}
      </Link>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
