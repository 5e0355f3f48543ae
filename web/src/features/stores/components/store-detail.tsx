import type { DeliveryModeId, Store } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { addressLine, openStreetMapUrl } from '../utils/store-format';
import { StoreContacts } from './store-contacts';
import { StoreFacilities } from './store-facilities';
import { LazyStoreMap } from './lazy-store-map';
import { StoreOffers } from './store-offers';
import { StoreOpenings } from './store-openings';
import { StoreTimetables } from './store-timetables';
import styles from './store-detail.module.css';

const deliveryModeKeys = {
  AT_HOME: 'storeLocator.deliveryModes.AT_HOME',
  IN_STORE: 'storeLocator.deliveryModes.IN_STORE',
  DRIVE: 'storeLocator.deliveryModes.DRIVE',
  SHIPPED: 'storeLocator.deliveryModes.SHIPPED',
} as const satisfies Record<DeliveryModeId, string>;

export interface StoreDetailProps {
  store: Store;
  /** Off inside an accordion row, whose button already names the store. */
  showName?: boolean;
  id?: string;
}

/** Everything about one store: where it is, how to reach it, when it opens, what it offers. */
export function StoreDetail({ store, showName = true, id }: StoreDetailProps) {
  const { t } = useTranslation();
  const { latitude, longitude } = store.address;
  return (
    <article className={styles.detail} id={id} aria-label={store.name} data-testid="store-detail">
      {showName ? <h2 className={styles.name}>{store.name}</h2> : null}
      <p className={styles.address}>
        {/* An accordion row already shows the address above its panel. */}
        {showName ? (
          <>
            <span className="visually-hidden">{t('storeLocator.detail.address')}: </span>
            {addressLine(store)}{' '}
          </>
        ) : null}
        <a
          className={styles.mapLink}
          href={openStreetMapUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('storeLocator.detail.openMap')}
          <span className="visually-hidden"> {t('storeLocator.detail.newTab')}</span>
        </a>
      </p>
      <LazyStoreMap name={store.name} latitude={latitude} longitude={longitude} />
      <div className={styles.columns}>
        <StoreTimetables store={store} />
        <StoreContacts store={store} />
      </div>
      <StoreOpenings openings={store.openings} />
      <StoreFacilities title={t('storeLocator.detail.services')} codes={store.services} />
      <StoreFacilities title={t('storeLocator.detail.departments')} codes={store.departments} />
      {store.deliveryModes.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('storeLocator.detail.deliveryModes')}</h3>
          <ul className={styles.chips}>
            {store.deliveryModes.map((mode) => (
              <li key={mode} className={styles.chip}>
                {t(deliveryModeKeys[mode])}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StoreOffers storeId={store.id} />
    </article>
  );
}
