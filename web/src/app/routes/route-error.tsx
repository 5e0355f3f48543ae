import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Last line of defence for a screen that crashed while rendering or loading its code. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // The shopper sees a friendly message; whoever debugs needs the real error.
    console.error(error);
  }, [error]);
  return (
    <div role="alert">
      <h1>{t('routeError.title')}</h1>
      <EmptyState
        title={t('routeError.text')}
        action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
      />
    </div>
  );
}
