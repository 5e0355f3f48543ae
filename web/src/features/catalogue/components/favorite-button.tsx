import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmartListActions } from '@/shared/state/smart-list-actions';
import styles from './smart-list-button.module.css';

export interface FavoriteButtonProps {
  barcode: string;
  productName: string;
}

/**
 * Marks the product as a favourite, or unmarks it: a toggle button whose pressed state says
 * which. Favourites come with smart lists, so callers render it only with that flag on; a
 * guest is asked to log in.
 */
export function FavoriteButton({ barcode, productName }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { isFavorite, toggleFavorite } = useSmartListActions();
  const [busy, setBusy] = useState(false);
  const pressed = isFavorite(barcode);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('favorites.toggleLabel', { description: productName })}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void toggleFavorite({ barcode, description: productName }).finally(() => setBusy(false));
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} data-filled={pressed}>
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      <span className={styles.text}>{t('favorites.toggle')}</span>
    </button>
  );
}
