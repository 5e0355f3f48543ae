import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreMapProps } from './store-map';
import styles from './store-map.module.css';

// Leaflet is most of the stores page's code: the list and the details paint without waiting
// for it, and the map fills its box when it arrives.
const StoreMap = lazy(() => import('./store-map').then((m) => ({ default: m.StoreMap })));

/** The store map, loaded after the page; meanwhile its box, of the same size and name, waits. */
export function LazyStoreMap(props: StoreMapProps) {
  const { t } = useTranslation();
  const box = (
    <div
      className={styles.map}
      role="region"
      aria-label={t('storeLocator.detail.mapLabel', { name: props.name })}
      data-testid="store-map"
    />
  );
  return (
    <Suspense fallback={box}>
      <StoreMap {...props} />
    </Suspense>
  );
}
