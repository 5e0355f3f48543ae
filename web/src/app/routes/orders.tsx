import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddOrderToCart } from '@/features/buy-again/components/add-order-to-cart';
import { LoginRequired } from '@/shared/ui/login-required';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { useUserStore } from '@/shared/state/user-store';

/** /orders: the customer's order history (spec 2); keyed by user so a new login starts fresh. */
export function OrdersRoute() {
  const { t } = useTranslation();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return userId === null ? (
    <LoginRequired title={t('orders.guest.title')} loginLabel={t('orders.guest.login')} />
  ) : (
    <OrdersPage
      key={userId}
      userId={userId}
      extraActions={(order) => <AddOrderToCart order={order} />}
      // The account panel keeps the links spec 2 lists; past orders lead to buying them again.
      titleAction={<Link to="/buy-again">{t('account.links.buyAgain')}</Link>}
    />
  );
}
