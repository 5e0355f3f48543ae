import type { FirstSlot, SlotHold } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useCartFirstSlot, useSlotHold, useSlotHoldAction } from '@/shared/api/slot-hold';
import { formatLeft, useHoldCountdown } from '@/shared/hooks/use-hold-countdown';
import { dayLabel } from '@/shared/i18n/languages';
import { Button } from '@/shared/ui/button';
import styles from './slot-hold-panel.module.css';

const slotText = (slot: FirstSlot | SlotHold, language: string | undefined) =>
  `${dayLabel(slot, language)}, ${slot.validFrom}-${slot.validTo}`;

/**
 * Issue 29, the cart page's slot choice: hold the first free slot while shopping (counted
 * against the slot's places at once), see the time left, extend it once or give it back. A
 * lapsed hold is said plainly; the checkout then books the held slot.
 */
export function SlotHoldPanel({ cartId }: { cartId: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hold = useSlotHold(cartId);
  const live = hold.data?.status === 'ACTIVE';
  const first = useCartFirstSlot(hold.isSuccess && !live);
  const action = useSlotHoldAction(cartId);
  const left = useHoldCountdown(hold.data, hold.dataUpdatedAt);
  const language = i18n.resolvedLanguage;
  const error = isApiError(action.error) ? action.error.displayMessage : null;
  const lapsed = hold.data?.status === 'EXPIRED' || left === 0;

  let body;
  if (hold.data && !lapsed) {
    const data = hold.data;
    body = (
      <>
        <p className={styles.line} data-testid="slot-hold-current">
          {t('cartPage.hold.held', { slot: slotText(data, language) })}
        </p>
        <p className={styles.left}>
          {t('cartPage.hold.left')}{' '}
          <span className={styles.time}>{left === null ? '' : formatLeft(left)}</span>
        </p>
        <div className={styles.actions}>
          {data.canExtend ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'extend' })}
            >
              {t('cartPage.hold.extend')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'release' })}
          >
            {t('cartPage.hold.release')}
          </Button>
        </div>
      </>
    );
  } else {
    const slot = first.data ?? null;
    body = (
      <>
        {hold.data ? (
          <p className={styles.lapsed} role="alert" data-testid="slot-hold-lapsed">
            {t('cartPage.hold.lapsed', { slot: slotText(hold.data, language) })}
          </p>
        ) : null}
        {first.isSuccess && !slot ? <p className={styles.line}>{t('cartPage.hold.none')}</p> : null}
        {slot ? (
          <>
            <p className={styles.line}>
              {t('cartPage.hold.first', { slot: slotText(slot, language) })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={action.isPending}
              aria-busy={action.isPending || undefined}
              onClick={() => action.mutate({ kind: 'hold', timeSlotId: slot.id })}
            >
              {t('cartPage.hold.hold')}
            </Button>
            <p className={styles.hint}>{t('cartPage.hold.hint')}</p>
          </>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="slot-hold-panel">
      <h3 id={titleId} className={styles.title}>
        {t('cartPage.hold.title')}
      </h3>
      {body}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
