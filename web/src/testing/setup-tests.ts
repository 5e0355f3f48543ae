import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useInstallPrompt } from '@/app/pwa/install-prompt';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { useCurrentListStore } from '@/features/smart-lists/state/current-list-store';
import { useStaffStore } from '@/features/staff/stores/staff-store';
import { i18n } from '@/shared/i18n/i18n';
import { useCartStore } from '@/shared/state/cart-store';
import { usePanelStore } from '@/shared/state/panel-store';
import { useUserStore } from '@/shared/state/user-store';

/**
 * The web project runs its files in one module graph (`isolate: false`: jsdom set up once per
 * worker instead of once per file, 680 s -> 105 s here), so every store starts each test from
 * its initial state, as a fresh import would. A new store belongs in this list.
 */
function resetter<T>(store: StoreApi<T>): () => void {
  const initial = store.getInitialState();
  return () => store.setState(initial, true);
}
const resets = [
  resetter(useUserStore),
  resetter(useCartStore),
  resetter(usePanelStore),
  resetter(useInstallPrompt),
  resetter(useStaffStore),
  resetter(useCheckoutStore),
  resetter(useCurrentListStore),
];

// findBy* and waitFor give up after 1 s by default: on a busy 2-core machine a lazy route can
// take longer to render. They return as soon as the element is there, so passing tests are
// no slower.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('it');
});

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // A notice sent after its screen was unmounted waits in react-toastify's queue and would show
  // in the next file's container: with no container mounted, dismiss() empties that queue.
  const { toast } = await import('react-toastify/unstyled');
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  resets.forEach((reset) => reset());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
