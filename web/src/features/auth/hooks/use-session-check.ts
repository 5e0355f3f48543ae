import { useEffect, useEffectEvent } from 'react';
import { useSignOut } from '@/shared/api/sign-out';
import { useUserStore } from '@/shared/state/user-store';
import { checkSession } from '../api/check-session';

/**
 * Spec 4: the session is checked on load. A stored user is refreshed from the server's answer;
 * if the check fails (the session expired while the tab was closed) the user is logged out.
 * Guests have no session to check.
 */
export function useSessionCheck(): void {
  const signOut = useSignOut();
  const logOut = useEffectEvent(() => void signOut());

  // Once per page load: later changes of the user come from login and logout themselves.
  useEffect(() => {
    if (useUserStore.getState().user === null) return;
    const controller = new AbortController();
    checkSession(controller.signal).then(
      (user) => {
        // A logout while the check was on its way wins.
        if (useUserStore.getState().user !== null) useUserStore.getState().setUser(user);
      },
      () => {
        if (!controller.signal.aborted) logOut();
      },
    );
    return () => controller.abort();
  }, []);
}
