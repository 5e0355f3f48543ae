import type { BuyAgainItem } from '@spesa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useBuyAgain } from '../api/get-buy-again';
import styles from './buy-again.module.css';

export interface BuyAgainPageProps {
  userId: string;
  /** The current cart's store, else the chosen one: prices and stock are that store's. */
  storeId: string | undefined;
  /** The cards, drawn by the catalogue's grid (the route passes it in). */
  renderProducts: (items: BuyAgainItem[], busy: boolean) => ReactNode;
}

/** /buy-again (issue 30): what the customer bought before, most often first, a page at a time. */
export function BuyAgainPage({ userId, storeId, renderProducts }: BuyAgainPageProps) {
  const { t } = useTranslation();
  const query = useBuyAgain(userId, storeId);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (storeId === undefined)
    body = (
      <EmptyState
        title={t('buyAgain.noStore')}
        action={<Link to="/">{t('buyAgain.chooseStore')}</Link>}
      />
    );
  else if (query.isPending) body = <Spinner />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('buyAgain.empty')}
        description={t('buyAgain.emptyHint')}
        action={<Link to="/home">{t('buyAgain.startShopping')}</Link>}
      />
    );
  else
    body = (
      <>
        {renderProducts(items, query.isFetchingNextPage)}
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {t('buyAgain.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('buyAgain.title')}</h1>
        <p className={styles.intro}>{t('buyAgain.intro')}</p>
      </div>
      {body}
    </div>
  );
}
