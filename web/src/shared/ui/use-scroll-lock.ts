import { useEffect } from 'react';

// Counts open locks so a second modal closing does not unlock the page under the first.
let locks = 0;
let savedOverflow = '';

/** Stops the page behind an open modal from scrolling (spec 2, generic modal). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
