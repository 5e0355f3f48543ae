import { isSafeBannerLink, type Banner } from '@spesa/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarouselNav } from '../hooks/use-carousel-nav';
import { BANNER_SIZES, bannerSrcSet } from '../utils/banner-src-set';
import { CarouselArrow } from './carousel-arrow';
import styles from './banner-carousel.module.css';

/** The promotional banners, one at a time, with arrows and dots (APG carousel pattern). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [viewportRef, api] = useEmblaCarousel({ loop: banners.length > 1 });
  const nav = useCarouselNav(api);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('homePage.banners.roleDescription')}
      aria-label={t('homePage.banners.label')}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => {
            const current = index === nav.selected;
            const image = (
              <img
                className={styles.image}
                src={banner.imageUrl}
                srcSet={bannerSrcSet(banner.imageUrl)}
                sizes={BANNER_SIZES}
                alt={banner.title}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            );
            return (
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('homePage.banners.slide')}
                aria-label={t('homePage.banners.position', {
                  index: index + 1,
                  count: banners.length,
                })}
                // Only the banner in view takes focus; the others are reached with the controls.
                inert={!current}
              >
                {/* A link that would leave the shop (stored before the check, or by hand) is
                    dropped: the picture stays, it just leads nowhere. */}
                {banner.link && isSafeBannerLink(banner.link) ? (
                  <Link to={banner.link} className={styles.link}>
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className={styles.controls}>
          <CarouselArrow
            direction="prev"
            label={t('homePage.banners.prev')}
            disabled={!nav.canPrev}
            onClick={nav.prev}
          />
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('homePage.banners.goTo', { index: index + 1, title: banner.title })}
                aria-current={index === nav.selected ? 'true' : undefined}
                onClick={() => nav.goTo(index)}
              />
            ))}
          </div>
          <CarouselArrow
            direction="next"
            label={t('homePage.banners.next')}
            disabled={!nav.canNext}
            onClick={nav.next}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The carousel's place while the banners load: the same 3:1 box and controls row, so the
 * content below does not jump down when they arrive (CLS).
 */
export function BannerCarouselPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden="true" data-testid="banner-placeholder">
      <div className={`${styles.viewport} ${styles.placeholder}`} />
      <div className={`${styles.controls} ${styles.controlsPlaceholder}`} />
    </div>
  );
}
