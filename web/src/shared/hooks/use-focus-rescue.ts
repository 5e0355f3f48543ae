import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

function usable(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && !el.matches(':disabled');
}

/** The same control drawn again (same tag and words), else the first one, else the box. */
function successor(box: HTMLElement, lost: { tag: string; text: string }): HTMLElement | null {
  const controls = Array.from(box.querySelectorAll(FOCUSABLE));
  const same = controls.find(
    (el) =>
      el.tagName === lost.tag && (el.getAttribute('aria-label') ?? el.textContent) === lost.text,
  );
  if (same) return usable(same) ? same : null; // disabled for now: wait for it to come back
  const first = controls.find(usable);
  return first ?? box;
}

/**
 * Keeps the keyboard focus in `ref`'s box when the focused control inside it goes away: it is
 * disabled while a request runs, or drawn again (a form re-keyed, a button replaced by the
 * next step's). The browser would drop the focus to <body>, back at the top of the page for a
 * keyboard user (WCAG 2.4.3). The focus goes to the same control once it is back and enabled,
 * else to the box's first control, else the box (which then needs tabindex -1). A pointer user
 * who clicked elsewhere is left alone: only a control that went away is replaced.
 */
export function useFocusRescue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let last: { el: HTMLElement; tag: string; text: string } | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      last =
        target instanceof HTMLElement && box.contains(target)
          ? {
              el: target,
              tag: target.tagName,
              text: target.getAttribute('aria-label') ?? target.textContent ?? '',
            }
          : null;
    };
    // Focus leaving a control that is still usable a moment later was the user's doing (a click
    // elsewhere). Chromium also blurs a control being removed, before it is gone: hence the wait.
    const onFocusOut = (event: FocusEvent) => {
      const left = last;
      if (!left || event.target !== left.el) return;
      setTimeout(() => {
        if (last === left && usable(left.el)) last = null;
      });
    };
    const observer = new MutationObserver(() => {
      if (!last) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target = usable(last.el) ? last.el : successor(box, last);
      target?.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    observer.observe(box, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [ref]);
}
