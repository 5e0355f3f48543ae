import { lazy, Suspense, useState } from 'react';
import { useUserStore } from '@/shared/state/user-store';

// The popup brings the login form, react-hook-form and zod: none of them paints the first
// screen, so they arrive when the popup is first wanted (or the user button is pointed at).
const loadLoginPopup = () => import('./login-popup');
const LoginPopup = lazy(() => loadLoginPopup().then((m) => ({ default: m.LoginPopup })));

/** Starts the popup's download early, e.g. when a pointer or focus reaches the user button. */
export function preloadLoginPopup(): void {
  // A failed preload is retried by the lazy component when the popup is opened.
  loadLoginPopup().catch(() => undefined);
}

/** The app-wide login popup, mounted the first time it is opened and kept mounted after. */
export function DeferredLoginPopup() {
  const open = useUserStore((state) => state.showLogin);
  const [wanted, setWanted] = useState(open);
  // Set during render (not in an effect) so the popup's first frame is not one render late.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  );
}
