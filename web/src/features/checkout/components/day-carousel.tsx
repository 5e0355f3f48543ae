import type { SlotDay } from '@spesa/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '@/shared/i18n/languages';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { daysPerView } from '../utils/days-per-view';
import styles from './day-carousel.module.css';

export interface DayCarouselProps {
  days: SlotDay[];
  selected: string | null;
  onSelect: (day: SlotDay) => void;
  labelledBy: string;
}

function Arrow({
  next,
  label,
  ...rest
}: {
  next: boolean;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.arrow} aria-label={label} {...rest}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={next ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
      </svg>
    </button>
  );
}

/** Spec 2, checkout: the 10 days from today; a day without free slots is shown disabled. */
export function DayCarousel({ days, selected, onSelect, labelledBy }: DayCarouselProps) {
  const { t, i18n } = useTranslation();
  const perView = daysPerView(useViewportWidth());
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto' });
  const [edges, setEdges] = useState({ prev: false, next: false });

  useEffect(() => {
    if (!api) return;
    const sync = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-labelledby={labelledBy}
      data-per-view={perView}
      style={{ '--per-view': perView } as CSSProperties}
    >
      <Arrow next={false} label={t('checkout.days.prev')} disabled={!edges.prev} onClick={prev} />
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {days.map((day) => (
            <li key={day.date} className={styles.slide}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={day.date === selected}
                disabled={!day.available}
                onClick={() => onSelect(day)}
              >
                {dayLabel(day, i18n.resolvedLanguage)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Arrow next label={t('checkout.days.next')} disabled={!edges.next} onClick={next} />
    </div>
  );
}
