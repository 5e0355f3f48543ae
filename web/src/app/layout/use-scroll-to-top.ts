import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2: every location change starts at the top, before the new page is painted. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}
