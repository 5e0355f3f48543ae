import type { Product } from '@spesa/contracts';
import { useEffect, useRef } from 'react';
import { trackImpressions } from '@/shared/analytics/ecommerce';

/**
 * Reports each page of an infinite listing once, when it arrives: re-reporting the
 * whole list on every scroll would count the first products many times over.
 */
export function usePageImpressions(pages: readonly Product[][] | undefined, list: string): void {
  const reported = useRef(0);
  const lastList = useRef(list);
  useEffect(() => {
    if (lastList.current !== list || (pages?.length ?? 0) < reported.current) {
      lastList.current = list;
      reported.current = 0;
    }
    if (!pages) return;
    for (let i = reported.current; i < pages.length; i++) {
      const page = pages[i];
      if (page) trackImpressions(page, list);
    }
    reported.current = pages.length;
  }, [pages, list]);
}
