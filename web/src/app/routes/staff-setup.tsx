import { StoreSetupPage } from '@/features/staff/components/store-setup-page';

/** /staff/setup: a store's slot calendar, banners and featured products. */
export function StaffSetupRoute() {
  return <StoreSetupPage />;
}
