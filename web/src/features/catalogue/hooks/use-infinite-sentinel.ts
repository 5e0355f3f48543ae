import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view. The observer is made
 * again whenever `ready` turns true, and a new observer reports at once, so a sentinel
 * still on screen after a page arrived asks for the next one too.
 */
export function useInfiniteSentinel<T extends Element>(ready: boolean, onVisible: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Starts loading a little before the end of the grid comes into view.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);

  return ref;
}
