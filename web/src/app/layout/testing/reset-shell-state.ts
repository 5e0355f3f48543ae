import { vi } from 'vitest';
import { usePanelStore } from '@/shared/state/panel-store';
import { useUserStore } from '@/shared/state/user-store';

/** The stores are module singletons: each test starts from a guest with nothing open. */
export function resetShellState(): void {
  useUserStore.setState({ defaultStore: null, showLogin: false, showOverlay: false });
  usePanelStore.setState({ open: null });
  sessionStorage.clear();
  window.dataLayer = [];
  // jsdom has no scrolling; the shell scrolls to top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}
