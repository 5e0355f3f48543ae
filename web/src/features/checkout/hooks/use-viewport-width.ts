import { useSyncExternalStore } from 'react';
import { serverViewportWidth } from '@/shared/hooks/server-viewport';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport width in CSS pixels, as media queries see it. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, serverViewportWidth);
}
