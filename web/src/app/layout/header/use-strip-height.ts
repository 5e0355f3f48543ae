import { useEffect, type RefObject } from 'react';

/**
 * Issue 27.1: on phones the store strip sits above the logo and scrolls away with the page
 * (the header sticks with a negative top of the strip's height), so the sticky part is the
 * logo row and the search row only. The strip's height depends on how its texts wrap, so it is
 * measured here and handed to the CSS as --header-strip. At the page's top nothing sticks, so
 * setting it after the first paint moves nothing.
 */
export function useStripHeight(
  header: RefObject<HTMLElement | null>,
  strip: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const headerElement = header.current;
    const stripElement = strip.current;
    if (!headerElement || !stripElement || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      headerElement.style.setProperty('--header-strip', `${stripElement.offsetHeight}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(stripElement);
    measure();
    return () => observer.disconnect();
  }, [header, strip]);
}
