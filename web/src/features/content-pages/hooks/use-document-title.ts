import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page ('Cookie policy | Spesa') and restores it on leave. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = `${pageTitle} | ${t('app.name')}`;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
