import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
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
  const queryClient = useQueryClient();
  return useCallback(() => {
    running ??= (async () => {
      await navigate(homePath());
      useUserStore.getState().setUser(null);
      // The session may already be gone (a 401 got us here): the local logout stands anyway.
      await logoutRequest().catch(() => undefined);
      // The cart, its slot and fees, and any pending product belonged to this customer.
      useCartStore.getState().reset();
      await resetUserQueries(queryClient);
    })().finally(() => {
      running = null;
    });
    return running;
  }, [navigate, queryClient]);
}
