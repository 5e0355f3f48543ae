import type { Favorite } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notify';
import { ProductImage } from '@/shared/ui/product-image';
import { useDeleteFavorite } from '../api/delete-favorite';
import styles from './favorites.module.css';
import { RemoveButton } from '@/shared/ui/remove-button';

export interface FavoriteRowProps {
  userId: string;
  favorite: Favorite;
}

/** One favourite: image, description and barcode, each a link to /product/{barcode}. */
export function FavoriteRow({ userId, favorite }: FavoriteRowProps) {
  const { t } = useTranslation();
  const remove = useDeleteFavorite(userId);
  const { barcode, description, imageUrl } = favorite;
  const path = `/product/${barcode}`;

  function onRemove() {
    // The promise, not mutate's callbacks: those are dropped once the row leaves the list.
    remove.mutateAsync(barcode).then(
      () => notify.success(t('favorites.removed')),
      (error: unknown) => {
        if (!isSessionLostError(error))
          notify.error(isApiError(error) ? error.message : String(error));
      },
    );
  }

  return (
    <li className={styles.row} data-testid="favorite">
      {/* The image repeats the description's link: one tab stop, hidden from screen readers. */}
      <Link to={path} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage src={imageUrl} alt="" className={styles.image} sizes="4rem" />
      </Link>
      <div className={styles.info}>
        <Link to={path} className={styles.name}>
          {description}
        </Link>
        <Link to={path} className={styles.barcode}>
          {t('favorites.barcode', { barcode })}
        </Link>
      </div>
      <RemoveButton
        label={t('favorites.remove', { description })}
        busy={remove.isPending}
        onClick={onRemove}
      />
    </li>
  );
}
