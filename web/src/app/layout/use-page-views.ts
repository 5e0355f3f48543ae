import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router';
import { trackPageView } from '@/shared/analytics/data-layer';

/**
 * Spec 2: a page view on each route change. Screens set their titles in their own effects,
 * which run before this parent's, so the title read here is the new page's.
 */
export function usePageViews(): void {
  const location = useLocation();
  const href = useHref({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    trackPageView(href, document.title);
  }, [href]);
}
