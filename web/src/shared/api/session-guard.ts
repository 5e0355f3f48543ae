import { useUserStore } from '@/shared/state/user-store';
import { isSessionLostError } from './api-error';

type SessionLostHandler = () => void;

let handler: SessionLostHandler | null = null;

/**
 * The shell registers what a lost session does (go home, log out, tell the user): it needs
 * the router and the translations, which this module must not import (no cycles). Returns
 * the unregister function.
 */
export function setSessionLostHandler(next: SessionLostHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/**
 * Spec 4 and 6: any 401 or 403 clears the stored user, goes home and logs out. Only a
 * logged-in user has a session to lose: a guest meeting a protected endpoint is told by the
 * screen itself, and a second failing call after the first has nothing left to clear.
 */
export function reportSessionError(error: unknown): void {
  if (!isSessionLostError(error)) return;
  if (useUserStore.getState().user === null) return;
  if (handler) handler();
  else useUserStore.getState().setUser(null);
}
