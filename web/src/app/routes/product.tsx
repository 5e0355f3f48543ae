import { useParams } from 'react-router';
import { ProductDetail } from '@/features/catalogue/components/detail/product-detail';

/** /product/:barcode and /:category/:subCategory/:description/:barcode (spec 2). */
export function ProductRoute() {
  const { barcode = '' } = useParams();
  // A new barcode is a new page: the quantity and gallery start over.
  return <ProductDetail key={barcode} barcode={barcode} />;
}
