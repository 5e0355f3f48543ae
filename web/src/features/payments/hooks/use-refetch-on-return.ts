import { useEffect } from 'react';

/**
 * Calls `refetch` when the shopper comes back to this tab (it regains focus or becomes
 * visible): the card is linked in another tab, on the acquirer's page.
 */
export function useRefetchOnReturn(refetch: () => unknown) {
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refetch]);
}
