import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, a keyboard user whose control went away with the old page
 * (a form's submit button, a card's link) would be left on <body>, back at the top of the
 * tab order with nothing announced (WCAG 2.4.3). The page's <main> (tabindex -1) takes the
 * focus instead, without scrolling. A control that is still there (a header link, the opener
 * a dialog gave the focus back to) keeps it.
 */
export function useFocusAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
