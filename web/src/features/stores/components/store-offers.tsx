import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/shared/ui/price';
import { ProductImage } from '@/shared/ui/product-image';
import { useStoreOffers } from '../api/get-store-offers';
import styles from './store-offers.module.css';

/** A few promoted products of the store; failures leave the section out (spec 8). */
export function StoreOffers({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const offers = useStoreOffers(storeId);
  if (offers.isError) return null;
  return (
    <section className={styles.section} aria-busy={offers.isPending}>
      <h3 className={styles.title}>{t('storeLocator.detail.offers')}</h3>
      {offers.data?.length === 0 ? (
        <p className={styles.empty}>{t('storeLocator.detail.noOffers')}</p>
      ) : (
        <ul className={styles.list}>
          {(offers.data ?? []).map((product) => {
            const per = product.purchaseUm === 'KG' ? 'kg' : undefined;
            return (
              <li key={product.id}>
                <Link to={`/product/${product.barcode}`} className={styles.offer}>
                  <ProductImage
                    src={product.imageUrl}
                    alt=""
                    className={styles.image}
                    sizes="3rem"
                  />
                  <span className={styles.name}>{product.description}</span>
                  <span className={styles.prices}>
                    {product.price > product.netPrice ? (
                      <del className={styles.oldPrice}>
                        <span className="visually-hidden">
                          {t('storeLocator.detail.oldPrice')}:{' '}
                        </span>
                        <Price amount={product.price} per={per} />
                      </del>
                    ) : null}
                    <span className={styles.price}>
                      <span className="visually-hidden">{t('storeLocator.detail.price')}: </span>
                      <Price amount={product.netPrice} per={per} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
