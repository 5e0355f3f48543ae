import { useTranslation } from 'react-i18next';
import { usePanelStore } from '@/shared/state/panel-store';
import { SearchIcon } from './header-icons';
import styles from './header-action.module.css';

/** Phones only: opens the search panel on pages whose header has no search bar. */
export function MobileSearchToggle({
  className,
  controls,
}: {
  className?: string;
  controls: string;
}) {
  const { t } = useTranslation();
  const open = usePanelStore((state) => state.open === 'search');
  const togglePanel = usePanelStore((state) => state.togglePanel);
  return (
    <button
      type="button"
      className={`${styles.action} ${className}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t('header.search.toggle')}
      onClick={() => togglePanel('search')}
    >
      <SearchIcon className={styles.icon} />
    </button>
  );
}
