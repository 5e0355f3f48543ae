import { StoreLocator } from '@/features/stores/components/store-locator';

/** /stores: the store locator (spec 2). */
export function StoresRoute() {
  return <StoreLocator />;
}
