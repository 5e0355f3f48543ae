import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/features/content-pages/hooks/use-document-title';
import { EmptyState } from '@/shared/ui/empty-state';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <EmptyState
        title={t('notFound.text')}
        action={<Link to="/">{t('notFound.backHome')}</Link>}
      />
    </>
  );
}
