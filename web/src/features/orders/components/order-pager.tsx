import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './orders.module.css';

export interface OrderPagerProps {
  /** 0-based, as the server counts pages. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function OrderPager({ page, totalPages, onPage }: OrderPagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('orders.pager.label')}>
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('orders.pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('orders.pager.page', { page: page + 1, pages: totalPages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('orders.pager.next')}
      </Button>
    </nav>
  );
}
