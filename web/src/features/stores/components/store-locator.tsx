import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { storesQueryOptions } from '../api/get-stores';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useStoreSort } from '../hooks/use-store-sort';
import { StoreDetail } from './store-detail';
import { StorePager } from './store-pager';
import { StoreAccordionRow, StoreRow } from './store-row';
import { StoreSearchBar } from './store-search-bar';
import listStyles from './store-list.module.css';
import styles from './store-locator.module.css';

/** Search, sort and page through the stores; desktop shows a detail column, mobile an accordion. */
export function StoreLocator() {
  const { t } = useTranslation();
  const { storesPageSize } = useWebConfiguration();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const detailId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const sort = useStoreSort();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // A new search or order starts again from the first page, without an effect to reset it.
  const listKey = `${query}|${sort.order}|${storesPageSize}`;
  const [paging, setPaging] = useState({ key: listKey, page: 0 });
  const page = paging.key === listKey ? paging.page : 0;

  const stores = useQuery({
    ...storesQueryOptions({
      page,
      size: storesPageSize,
      q: query || undefined,
      lat: sort.position?.lat,
      lon: sort.position?.lon,
    }),
    placeholderData: keepPreviousData,
  });
  // Spec 8: a failed store list is only logged; the screen stays empty.
  useEffect(() => {
    if (stores.error) console.error('Store list failed to load', stores.error);
  }, [stores.error]);

  const list = stores.data?.data ?? [];
  const selected = list.find((store) => store.id === selectedId) ?? list[0];

  let results;
  if (stores.isPending) results = <Spinner />;
  else if (stores.isError) results = null;
  else if (list.length === 0)
    results = (
      <EmptyState title={t('storeLocator.noStores')} description={t('storeLocator.noStoresHint')} />
    );
  else
    results = (
      <div className={styles.columns}>
        <div className={styles.listColumn}>
          <ul
            className={listStyles.list}
            aria-label={t('storeLocator.listLabel')}
            aria-busy={stores.isPlaceholderData}
          >
            {list.map((store) =>
              isMobile ? (
                <StoreAccordionRow
                  key={store.id}
                  store={store}
                  selected={store.id === selectedId}
                  onSelect={() => setSelectedId(store.id === selectedId ? null : store.id)}
                />
              ) : (
                <StoreRow
                  key={store.id}
                  store={store}
                  selected={store.id === selected?.id}
                  onSelect={() => setSelectedId(store.id)}
                  detailId={detailId}
                />
              ),
            )}
          </ul>
          <StorePager
            page={page}
            totalPages={stores.data?.totalPages ?? 0}
            onChange={(next) => setPaging({ key: listKey, page: next })}
          />
        </div>
        {!isMobile && selected ? (
          <div className={styles.detailColumn}>
            <StoreDetail key={selected.id} store={selected} id={detailId} />
          </div>
        ) : null}
      </div>
    );

  return (
    <section className={styles.locator} aria-labelledby="stores-title">
      <header className={styles.header}>
        <h1 id="stores-title" className={styles.title}>
          {t('storeLocator.title')}
        </h1>
        <p className={styles.intro}>{t('storeLocator.intro')}</p>
      </header>
      <StoreSearchBar
        search={search}
        onSearchChange={setSearch}
        order={sort.order}
        status={sort.status}
        onSortByName={sort.sortByName}
        onSortByDistance={sort.sortByDistance}
      />
      {results}
    </section>
  );
}
