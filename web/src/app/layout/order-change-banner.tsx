import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useDiscardOrderChange, useOrderChanges } from '@/shared/api/order-changes';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { useRefreshCart } from '../cart/use-cart-refresh';
import styles from './order-change-banner.module.css';

/** The cut-off in the shop's time zone, as the customer reads dates: '27/11/2026, 19:00'. */
export function formatCutoff(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * Issue 29: while the current cart is an order being changed, every screen says so, until
 * when, and offers 'Annulla modifiche'. A change the server discarded (the store started
 * preparing, the cut-off passed) is told once, and the cart it parked comes back.
 */
export function OrderChangeBanner() {
  const { t, i18n } = useTranslation();
  const userId = useUserStore((s) => s.user?.id ?? null);
  const cartId = useCartStore((s) => s.cart?.id ?? null);
  const changes = useOrderChanges(userId, cartId);
  const discard = useDiscardOrderChange();
  const refreshCart = useRefreshCart();
  const discarded = changes.data?.discarded;

  useEffect(() => {
    if (!discarded?.length) return;
    for (const d of discarded) notify.error(d.message);
    void refreshCart();
  }, [discarded, refreshCart]);

  const change = changes.data?.open.find((c) => c.cartId === cartId);
  if (!change) return null;

  function discardChanges() {
    if (!change) return;
    discard.mutate(change.orderId, {
      onSuccess: () => {
        notify.success(t('orders.change.discarded', { code: change.code }));
        void refreshCart();
      },
      onError: (error) => notify.error(isApiError(error) ? error.displayMessage : String(error)),
    });
  }

  return (
    <div className={styles.banner} role="status" data-testid="order-change-banner">
      <p className={styles.text}>
        {t('orders.change.banner', {
          code: change.code,
          cutoff: formatCutoff(change.cutoffAt, i18n.language),
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={discardChanges}
        disabled={discard.isPending}
        aria-busy={discard.isPending || undefined}
      >
        {t('orders.change.discard')}
      </Button>
    </div>
  );
}
