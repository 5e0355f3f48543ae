import { OrderQueuePage } from '@/features/staff/components/order-queue-page';

/** /staff: the store's order queue by day and slot. */
export function StaffQueueRoute() {
  return <OrderQueuePage />;
}
