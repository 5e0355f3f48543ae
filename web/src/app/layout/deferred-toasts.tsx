import { lazy, Suspense } from 'react';

// The container and react-toastify arrive after the first screen; notices wait in its queue.
const Toasts = lazy(() => import('@/shared/ui/toasts').then((m) => ({ default: m.Toasts })));

/** Where the shell's notices appear, loaded off the critical path. */
export function DeferredToasts() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
