import { useTranslation } from 'react-i18next';
import { usePanelStore } from '@/shared/state/panel-store';
import { CategoriesModal } from './categories-modal';
import { GridIcon } from './header-icons';
import styles from './header-action.module.css';

/** Opens the categories panel, one of the header's mutually exclusive panels. */
export function CategoriesButton() {
  const { t } = useTranslation();
  const open = usePanelStore((state) => state.open === 'categories');
  const openPanel = usePanelStore((state) => state.openPanel);
  const closePanel = usePanelStore((state) => state.closePanel);
  return (
    <>
      <button
        type="button"
        className={`${styles.action} ${styles.outlined}`}
        aria-haspopup="dialog"
        onClick={() => openPanel('categories')}
        data-testid="header-categories"
      >
        <GridIcon className={styles.icon} />
        <span className={styles.text}>{t('header.categories.button')}</span>
      </button>
      <CategoriesModal open={open} onClose={closePanel} />
    </>
  );
}
