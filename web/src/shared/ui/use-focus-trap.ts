import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Where focus lands on open: a marked field, else the first control of the body, else the box. */
function initialTarget(container: HTMLElement): HTMLElement {
  return (
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
    focusables(container)[0] ??
    container
  );
}

/**
 * Keeps keyboard focus inside an open dialog, closes it on Escape and gives focus back to
 * whatever opened it, as the WAI-ARIA dialog pattern asks.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const escape = useEffectEvent(onEscape);

  // A layout effect: focus and the Escape key belong to the dialog from the render that shows
  // it. Preact runs plain effects a frame later, and a key pressed meanwhile (a quick user, a
  // browser test) would go to the page behind.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialTarget(container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !container.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The opener may have been removed meanwhile (e.g. a navigation): focusing it is harmless.
      opener?.focus();
    };
  }, [ref, active]);
}
