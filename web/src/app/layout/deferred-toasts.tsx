import { lazy, Suspense } from 'react';
import { useInBrowser } from '@/shared/hooks/use-in-browser';

// The container and react-toastify arrive after the first screen; notices wait in its queue.
const Toasts = lazy(() => import('@/shared/ui/toasts').then((m) => ({ default: m.Toasts })));

/** Where the shell's notices appear, loaded off the critical path (never in a drawn screen). */
export function DeferredToasts() {
  if (!useInBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
