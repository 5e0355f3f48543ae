import { OrdersGuest } from '@/features/orders/components/orders-guest';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { useUserStore } from '@/shared/state/user-store';

/** /orders: the customer's order history (spec 2); keyed by user so a new login starts fresh. */
export function OrdersRoute() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return userId === null ? <OrdersGuest /> : <OrdersPage key={userId} userId={userId} />;
}
