import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setSessionLostHandler } from '@/shared/api/session-guard';
import { useSignOut } from '@/shared/api/sign-out';
import { notify } from '@/shared/ui/notify';

/**
 * Spec 4 and 8: a 401 or 403 from any call clears the user, goes home and reads 'Errore di
 * comunicazione col server'. Several calls failing together log out (and tell) only once.
 */
export function useSessionGuard(): void {
  const { t } = useTranslation();
  const signOut = useSignOut();

  useEffect(() => {
    let busy = false;
    return setSessionLostHandler(() => {
      if (busy) return;
      busy = true;
      notify.error(t('session.lost'));
      void signOut().finally(() => {
        busy = false;
      });
    });
  }, [signOut, t]);
}
