import { useEffect } from 'react';
import { usePanelStore } from '@/shared/state/panel-store';
import { useUserStore } from '@/shared/state/user-store';

/**
 * The login popup has its own app-wide flag (any screen may ask a guest to log in), yet it
 * is one of the header's mutually exclusive panels: this keeps the two stores in step.
 */
export function usePanelSync(): void {
  useEffect(() => {
    if (useUserStore.getState().showLogin) usePanelStore.getState().openPanel('login');

    const stopUser = useUserStore.subscribe((state, previous) => {
      if (state.showLogin === previous.showLogin) return;
      const panels = usePanelStore.getState();
      if (state.showLogin) panels.openPanel('login');
      else if (panels.open === 'login') panels.closePanel();
    });
    const stopPanels = usePanelStore.subscribe((state, previous) => {
      if (previous.open === 'login' && state.open !== 'login') {
        useUserStore.getState().setShowLogin(false);
      }
    });
    return () => {
      stopUser();
      stopPanels();
    };
  }, []);
}
