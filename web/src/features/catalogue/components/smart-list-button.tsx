import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import styles from './smart-list-button.module.css';

/**
 * Adds a product to a shopping list. Lists belong to customers, so for a guest it
 * asks to log in first (spec 4); callers render it only with the smart-list flag on.
 */
export function SmartListButton({ productName }: { productName: string }) {
  const { t } = useTranslation();
  const setShowLogin = useUserStore((state) => state.setShowLogin);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('buyButton.addToListOf', { product: productName })}
      onClick={() => setShowLogin(true)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M4 6h12M4 12h12M4 18h8M18 15v6M15 18h6" />
      </svg>
      <span className={styles.text}>{t('buyButton.addToList')}</span>
    </button>
  );
}
