import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel-arrow.module.css';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Moving content must be stoppable (WCAG 2.2.2): pauses or resumes the autoplay plugin. */
export function AutoplayToggle({ api }: { api: EmblaApi | undefined }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!api) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  function toggle() {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }

  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={playing ? t('homePage.strip.pause') : t('homePage.strip.play')}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7z'} />
      </svg>
    </button>
  );
}
