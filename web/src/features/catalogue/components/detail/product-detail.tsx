import { errorCatalogue } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useProduct } from '../../api/get-product';
import { useProductInfo } from '../../api/get-product-info';
import { useCatalogueStoreId } from '../../hooks/use-catalogue-store-id';
import { BackButton } from './back-button';
import { ProductGallery } from './product-gallery';
import { ProductInfoBlock } from './product-info-block';
import { ProductSummary } from './product-summary';
import styles from './product-detail.module.css';

// 'Prodotto non trovato', 'Prodotto non valido', or a malformed barcode (a request the call's
// schema refuses).
const notFoundCodes = new Set<number>([
  errorCatalogue.BAD_REQUEST.code,
  errorCatalogue.PRODUCT_NOT_FOUND.code,
  errorCatalogue.PRODUCT_NOT_VALID.code,
]);

/** The product page: gallery, prices, quantity, add button and label information. */
export function ProductDetail({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const { storeId } = useCatalogueStoreId();
  const product = useProduct(barcode, storeId);
  // Label data failing only leaves its block out (spec 8: logged, not shown).
  const info = useProductInfo(barcode);

  let content;
  if (product.isError && isApiError(product.error) && notFoundCodes.has(product.error.code)) {
    content = (
      <>
        <h1 className={styles.name}>{t('productDetail.notFound.title')}</h1>
        <EmptyState
          title={t('productDetail.notFound.text')}
          action={<Link to="/category">{t('productDetail.notFound.browse')}</Link>}
        />
      </>
    );
  } else if (product.isError) {
    content = <LoadError onRetry={() => void product.refetch()} />;
  } else if (product.isPending) {
    content = <Spinner />;
  } else {
    const item = product.data;
    content = (
      <>
        <div className={styles.top}>
          <ProductGallery
            images={item.images}
            fallback={item.imageUrl}
            description={item.description}
          />
          <ProductSummary product={item} info={info.data} />
        </div>
        {info.data ? <ProductInfoBlock info={info.data} product={item} /> : null}
      </>
    );
  }

  return (
    <article className={styles.page}>
      <BackButton />
      {content}
    </article>
  );
}
