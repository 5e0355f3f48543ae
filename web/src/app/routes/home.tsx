import { useTranslation } from 'react-i18next';
import { FeaturedProducts } from '@/features/catalogue/components/featured-products';
import { useStores } from '@/features/stores/api/get-stores';
import { StoreSelect } from '@/features/stores/components/store-select';
import { useUserStore } from '@/shared/state/user-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import styles from './home.module.css';

/** Landing page: pick a store, see what it features. */
export function HomeRoute() {
  const { t } = useTranslation();
  const stores = useStores();
  const defaultStore = useUserStore((state) => state.defaultStore);
  const setDefaultStore = useUserStore((state) => state.setDefaultStore);

  const list = stores.data?.data ?? [];
  // A remembered store that has since closed falls back to the first one listed.
  const selected = list.find((store) => store.id === defaultStore?.id) ?? list[0];

  let picker;
  if (stores.isPending) picker = <Spinner />;
  else if (stores.isError) picker = <LoadError onRetry={() => void stores.refetch()} />;
  else if (!selected) picker = <EmptyState title={t('stores.noStores')} />;
  else
    picker = (
      <StoreSelect
        stores={list}
        value={selected.id}
        onChange={(store) => setDefaultStore({ id: store.id, name: store.name })}
      />
    );

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        {picker}
      </section>
      {selected ? <FeaturedProducts storeId={selected.id} /> : null}
    </>
  );
}
