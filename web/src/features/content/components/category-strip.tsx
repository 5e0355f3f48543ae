import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarouselNav } from '../hooks/use-carousel-nav';
import { usePrefersReducedMotion, useViewportWidth } from '../hooks/use-viewport';
import {
  STRIP_AUTOPLAY_DELAY_MS,
  stripAutoplays,
  stripSlidesPerView,
} from '../utils/carousel-breakpoints';
import type { StripLink } from '../utils/strip-links';
import { AutoplayToggle } from './autoplay-toggle';
import { CarouselArrow } from './carousel-arrow';
import { StripIcon } from './strip-icon';
import styles from './category-strip.module.css';

/** 'In offerta', 'A marchio' and the product tags as a scrolling row of tiles (spec 2). */
export function CategoryStrip({ links, titleId }: { links: StripLink[]; titleId: string }) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const perView = stripSlidesPerView(width);
  const autoplay = stripAutoplays(width, reducedMotion);
  const plugins = useMemo(
    () => (autoplay ? [Autoplay({ delay: STRIP_AUTOPLAY_DELAY_MS, stopOnInteraction: true })] : []),
    [autoplay],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { align: 'start', slidesToScroll: 'auto', loop: autoplay },
    plugins,
  );
  const nav = useCarouselNav(api);
  const scrollable = links.length > perView;

  return (
    <div
      className={styles.strip}
      role="region"
      aria-roledescription={t('homePage.strip.roleDescription')}
      aria-labelledby={titleId}
      data-per-view={perView}
      data-autoplay={autoplay}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} role="list">
          {links.map((link) => (
            <li key={link.key} className={styles.slide}>
              <Link
                className={styles.tile}
                to={{ pathname: link.pathname, search: link.search }}
                state={link.state}
                data-kind={link.kind}
              >
                <span className={styles.icon}>
                  <StripIcon kind={link.kind} tagId={link.tagId} />
                </span>
                <span className={styles.label}>{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {scrollable ? (
        <div className={styles.controls}>
          {autoplay ? <AutoplayToggle api={api} /> : null}
          <CarouselArrow
            direction="prev"
            label={t('homePage.strip.prev')}
            disabled={!nav.canPrev}
            onClick={nav.prev}
          />
          <CarouselArrow
            direction="next"
            label={t('homePage.strip.next')}
            disabled={!nav.canNext}
            onClick={nav.next}
          />
        </div>
      ) : null}
    </div>
  );
}
