import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';

export function NotFoundRoute() {
  const { t } = useTranslation();
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
