import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, a keyboard user whose control went away with the old page
 * (a form's submit button, a card's link) would be left on <body>, back at the top of the
 * tab order with nothing announced (WCAG 2.4.3). The page's <main> (tabindex -1) takes the
 * focus instead, without scrolling. A control that is still there (a header link, the opener
 * a dialog gave the focus back to) keeps it. `screen` names a change of screen at the same
 * address (the staff login form giving way to the queue), treated as a page change.
 */
export function useFocusAfterNavigation(main: RefObject<HTMLElement | null>, screen = ''): void {
  const { pathname } = useLocation();
  const key = `${pathname}\n${screen}`;
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.isConnected;
    };
    if (lost()) {
      main.current?.focus({ preventScroll: true });
      return;
    }
    // The old screen may stay a moment longer (React keeps it while the new one's code
    // loads): when the focused control goes with it, <main> takes the focus then.
    const root = main.current;
    if (!root) return;
    const watch = new MutationObserver(() => {
      if (!lost()) return;
      watch.disconnect();
      root.focus({ preventScroll: true });
    });
    watch.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => watch.disconnect(), 5000);
    return () => {
      window.clearTimeout(stop);
      watch.disconnect();
    };
  }, [key, main]);
}
