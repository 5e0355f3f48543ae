import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useSmartList } from '../api/get-smart-list';
import { useSmartLists } from '../api/get-smart-lists';
import { pickCurrent, useCurrentListStore } from '../state/current-list-store';
import { CustomItemForm } from './custom-item-form';
import { ListItems } from './list-items';
import { ListToCart } from './list-to-cart';
import { ListToolbar } from './list-toolbar';
import styles from './smart-lists.module.css';

/**
 * /smartlist (spec 2): the list selector with create, rename, copy and delete; the current
 * list's items; free-text items; the whole list into the cart. Failed reads are only logged
 * (spec 8), so the screen then stays empty.
 */
export function SmartListPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const itemsId = useId();
  const lists = useSmartLists(userId);
  const currentId = useCurrentListStore((state) => state.currentId);
  const current = pickCurrent(lists.data ?? [], currentId);
  const detail = useSmartList(userId, current?.id ?? null);
  const list = detail.data;

  let body;
  if (lists.isPending) body = <Spinner />;
  else if (lists.isError) body = null;
  else
    body = (
      <>
        <ListToolbar userId={userId} lists={lists.data} current={current} />
        {current === null ? (
          <EmptyState title={t('smartLists.noLists')} />
        ) : (
          <div className={styles.layout}>
            <section className={styles.panel} aria-labelledby={itemsId}>
              <h2 id={itemsId} className={styles.sectionTitle}>
                {t('smartLists.items.title')}
              </h2>
              {list ? <ListItems userId={userId} list={list} /> : null}
              {detail.isPending ? <Spinner /> : null}
              <CustomItemForm userId={userId} listId={current.id} />
            </section>
            {list ? <ListToCart list={list} /> : null}
          </div>
        )}
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('smartLists.title')}</h1>
        <Link to="/favorites" className={styles.headLink}>
          {t('smartLists.favoritesLink')}
        </Link>
      </div>
      {body}
    </div>
  );
}
