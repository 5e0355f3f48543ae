import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The shared failure state for a query: a short explanation and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      title={t('common.loadError')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
