import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselNav {
  canPrev: boolean;
  canNext: boolean;
  selected: number;
  snapCount: number;
  prev: () => void;
  next: () => void;
  goTo: (index: number) => void;
}

/** Mirrors an Embla carousel's position in React state for the buttons and dots. */
export function useCarouselNav(api: EmblaApi | undefined): CarouselNav {
  const [state, setState] = useState({ canPrev: false, canNext: false, selected: 0, snaps: 0 });

  useEffect(() => {
    if (!api) return;
    const sync = () =>
      setState({
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
        selected: api.selectedScrollSnap(),
        snaps: api.scrollSnapList().length,
      });
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  return { ...state, snapCount: state.snaps, prev, next, goTo };
}
