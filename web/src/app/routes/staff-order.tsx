import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PreparationPage } from '@/features/staff/components/preparation-page';
import { EmptyState } from '@/shared/ui/empty-state';

/** /staff/orders/:id: one order's preparation. */
export function StaffOrderRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  // Ids are strings of digits (issue 26); anything else is no order.
  if (!/^[1-9]\d*$/.test(id)) return <EmptyState role="alert" title={t('staff.order.notFound')} />;
  // Keyed by order: the fields of one order never carry over to the next.
  return <PreparationPage key={id} orderId={id} />;
}
