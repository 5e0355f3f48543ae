import { useSyncExternalStore } from 'react';
import { serverViewportWidth } from '@/shared/hooks/server-viewport';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport width in CSS pixels, as media queries see it. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth, serverViewportWidth);
}

function reducedMotionList(): MediaQueryList | undefined {
  // Not every environment (older browsers, test DOMs) implements matchMedia.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery)
    : undefined;
}

function subscribeToMotion(onChange: () => void): () => void {
  const list = reducedMotionList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => reducedMotionList()?.matches ?? false,
    () => false,
  );
}
