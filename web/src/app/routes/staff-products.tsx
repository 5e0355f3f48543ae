import { ProductMasterPage } from '@/features/staff/components/product-master-page';

/** /staff/products: the product master import and the incomplete products (issue 31). */
export function StaffProductsRoute() {
  return <ProductMasterPage />;
}
