import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, type DataRouter } from 'react-router';
import { useCartStore } from '@/shared/state/cart-store';
import { homePath, useUserStore } from '@/shared/state/user-store';
import { apiRequest } from './api-client';
import { resetUserQueries } from './user-queries';

/** Ends the server session (spec 7, POST /cli/profiles/logout). */
export function logoutRequest(): Promise<void> {
  return apiRequest<void>('/cli/profiles/logout', { method: 'POST' });
}

/**
 * The logout under way, shared by every caller: the session check on load and the lost-session
 * guard (a 401 on the page's own calls) often fire together, and sent POST /logout twice.
 */
let running: Promise<void> | null = null;

/**
 * Spec 4, logout: go home, clear the user, call the server logout, clear the cart. Shared
 * because the account panel, the profile menu, the session check and the lost-session guard
 * all log out; while one logout runs, the others wait for it instead of starting their own.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const queryClient = useQueryClient();
  return useCallback(() => {
    running ??= (async () => {
      const clearUser = () => useUserStore.getState().setUser(null);
      const cleared = router ? clearWithNavigation(router, clearUser) : null;
      await navigate(homePath());
      // Without a data router, or if the router sent no update, the user is cleared here.
      cleared?.cancel();
      if (useUserStore.getState().user) clearUser();
      // The session may already be gone (a 401 got us here): the local logout stands anyway.
      await logoutRequest().catch(() => undefined);
      // The cart, its slot and fees, and any pending product belonged to this customer.
      useCartStore.getState().reset();
      await resetUserQueries(queryClient);
    })().finally(() => {
      running = null;
    });
    return running;
  }, [navigate, queryClient, router]);
}

/**
 * Clears the user in the router's own update that completes the navigation home, so the new
 * screen and the guest state come in one render. Preact renders a router update at once (React
 * deferred it as a transition): cleared after the navigation, the user would still be there for
 * the start page's first render, and the landing sends a customer on to /cart/create. Cleared
 * before, the screen being left would show its guest state (a login popup) on the way out.
 */
function clearWithNavigation(router: DataRouter, clearUser: () => void): { cancel: () => void } {
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    unsubscribe();
    clearUser();
  });
  return { cancel: unsubscribe };
}
