import type { Product } from '@spesa/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useFeaturedProducts } from '@/features/catalogue/api/get-featured-products';
import { useProductTags } from '@/features/catalogue/api/get-product-tags';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { BuyAgainStrip } from '@/features/buy-again/components/buy-again-strip';
import { useBanners } from '@/features/content/api/get-banners';
import {
  BannerCarousel,
  BannerCarouselPlaceholder,
} from '@/features/content/components/banner-carousel';
import { CategoryStrip } from '@/features/content/components/category-strip';
import { HomeSearch } from '@/features/content/components/home-search';
import { TagTiles } from '@/features/content/components/tag-tiles';
import { stripLinks, tagLink } from '@/features/content/utils/strip-links';
import { trackImpressions } from '@/shared/analytics/ecommerce';
import { useUserStore, type DefaultStore } from '@/shared/state/user-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useTagLabel } from '@/shared/i18n/tag-label';
import { BuyAgainGrid, useBuyAgainStoreId } from '../buy-again/buy-again-grid';
import styles from './home.module.css';

const FEATURED_LIST = 'featured';

/** Home of the chosen store; without one the shopper starts from the landing page. */
export function HomeRoute() {
  const defaultStore = useUserStore((state) => state.defaultStore);
  if (!defaultStore) return <Navigate to="/" replace />;
  return <StoreHome store={defaultStore} />;
}

function StoreHome({ store }: { store: DefaultStore }) {
  const { t } = useTranslation();
  const ids = { title: useId(), strip: useId(), featured: useId(), tags: useId() };
  const delivery = useUserStore((state) => state.defaultDelivery);
  const userId = useUserStore((state) => state.user?.id ?? null);
  const buyAgainStoreId = useBuyAgainStoreId();
  const zipCode = useUserStore((state) => state.defaultZipCode);
  const cityName = useUserStore((state) => state.defaultCityName);
  const banners = useBanners(store.id);
  const tagLabel = useTagLabel();
  const tags = (useProductTags().data ?? []).map((tag) => ({ ...tag, description: tagLabel(tag) }));
  const strip = stripLinks(tags, {
    offers: t('homePage.strip.offers'),
    branded: t('homePage.strip.branded'),
  });

  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <HomeSearch />
      </div>
      <section className={styles.welcome} aria-labelledby={ids.title}>
        <div>
          <p className={styles.eyebrow}>{t('homePage.eyebrow')}</p>
          <h1 id={ids.title} className={styles.title}>
            {t('homePage.title', { store: store.name })}
          </h1>
          {delivery ? (
            <p className={styles.where}>
              {t(`homePage.modes.${delivery}`)}
              {zipCode && cityName ? ` · ${zipCode} ${cityName}` : ''}
            </p>
          ) : null}
        </div>
        <Link to="/" className={styles.change}>
          {t('homePage.changeStore')}
        </Link>
      </section>
      {banners.isPending ? (
        <BannerCarouselPlaceholder />
      ) : banners.data?.length ? (
        <BannerCarousel banners={banners.data} />
      ) : null}
      {/* The strip itself is the region its heading names. */}
      <div>
        <h2 id={ids.strip} className={styles.heading}>
          {t('homePage.strip.title')}
        </h2>
        <CategoryStrip links={strip} titleId={ids.strip} />
      </div>
      <section aria-labelledby={ids.featured}>
        <h2 id={ids.featured} className={styles.heading}>
          {t('homePage.featured.title')}
        </h2>
        <FeaturedGrid storeId={store.id} />
      </section>
      {/* Below the featured products: it arrives after the page is drawn, and above them it
          would push them down (a layout shift). */}
      <BuyAgainStrip
        userId={userId}
        storeId={buyAgainStoreId}
        renderProducts={(items) => <BuyAgainGrid items={items} />}
      />
      {tags.length ? (
        <section aria-labelledby={ids.tags}>
          <h2 id={ids.tags} className={styles.heading}>
            {t('homePage.tags.title')}
          </h2>
          <p className={styles.intro}>{t('homePage.tags.intro')}</p>
          <TagTiles links={tags.map(tagLink)} />
        </section>
      ) : null}
    </div>
  );
}

function FeaturedGrid({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const featured = useFeaturedProducts(storeId);
  const products: Product[] | undefined = featured.isPlaceholderData ? undefined : featured.data;

  useEffect(() => {
    if (products) trackImpressions(products, FEATURED_LIST);
  }, [products]);

  if (featured.isPending) return <Spinner />;
  if (featured.isError) return <LoadError onRetry={() => void featured.refetch()} />;
  if (featured.data.length === 0) return <EmptyState title={t('homePage.featured.empty')} />;
  return (
    <ProductGrid
      products={featured.data}
      busy={featured.isPlaceholderData}
      listName={FEATURED_LIST}
    />
  );
}
