import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmartListActions } from '@/shared/state/smart-list-actions';
import styles from './smart-list-button.module.css';

export interface SmartListButtonProps {
  barcode: string;
  productName: string;
}

/**
 * Adds one of the product to the current shopping list (spec 7). Lists belong to customers,
 * so for a guest it asks to log in first (spec 4); callers render it only with the smart-list
 * flag on.
 */
export function SmartListButton({ barcode, productName }: SmartListButtonProps) {
  const { t } = useTranslation();
  const { addToList } = useSmartListActions();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('buyButton.addToListOf', { product: productName })}
      aria-busy={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void addToList({ barcode, description: productName }).finally(() => setBusy(false));
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M4 6h12M4 12h12M4 18h8M18 15v6M15 18h6" />
      </svg>
      <span className={styles.text}>{t('buyButton.addToList')}</span>
    </button>
  );
}
