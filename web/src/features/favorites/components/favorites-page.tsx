import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useFavorites } from '../api/get-favorites';
import { FavoriteRow } from './favorite-row';
import styles from './favorites.module.css';

/** /favorites (spec 2): image, description and barcode linking to the product, and delete. */
export function FavoritesPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites(userId);

  let body;
  if (favorites.isPending) body = <Spinner />;
  // Spec 8: a failed read is only logged; the screen stays empty.
  else if (favorites.isError) body = null;
  else if (favorites.data.length === 0) body = <EmptyState title={t('favorites.empty')} />;
  else
    body = (
      <ul className={styles.list}>
        {favorites.data.map((favorite) => (
          <FavoriteRow key={favorite.barcode} userId={userId} favorite={favorite} />
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('favorites.title')}</h1>
        <Link to="/smartlist" className={styles.headLink}>
          {t('favorites.listsLink')}
        </Link>
      </div>
      {body}
    </div>
  );
}
