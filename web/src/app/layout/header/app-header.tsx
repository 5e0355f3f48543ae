import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePanelStore } from '@/shared/state/panel-store';
import { LanguageSwitch } from '../language-switch';
import { LatestOrder } from './latest-order';
import { CartLink } from './cart-link';
import { CategoriesButton } from './categories-button';
import { StoreIcon } from './header-icons';
import { SEARCH_PATH } from '@/shared/hooks/use-go-to-search';
import { HeaderSearch } from './header-search';
import { LogoLink } from './logo-link';
import { MobileSearchToggle } from './mobile-search-toggle';
import { showsMobileSearch } from './mobile-search';
import { SlotHoldBadge } from './slot-hold-badge';
import { StoreIndicator } from './store-indicator';
import { useStripHeight } from './use-strip-height';
import { UserButton } from './user-button';
import styles from './app-header.module.css';

const SEARCH_SLOT_ID = 'header-search-slot';

export interface AppHeaderProps {
  /** Embedded mode under /app: no search box and no categories button (spec 1). */
  hideSearch?: boolean;
}

/**
 * The shop header (spec 2); one markup for every width, rearranged below 768 px, where the
 * store strip goes on top and scrolls away, leaving the logo and search rows sticky (27.1).
 */
export function AppHeader({ hideSearch = false }: AppHeaderProps) {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const searchPanelOpen = usePanelStore((state) => state.open === 'search');
  const headerRef = useRef<HTMLElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  useStripHeight(headerRef, stripRef);

  useEffect(() => {
    // The on-demand search bar belongs to the page it was opened on.
    const panels = usePanelStore.getState();
    if (panels.open === 'search') panels.closePanel();
  }, [pathname]);

  const mobileSearch = showsMobileSearch(pathname) || searchPanelOpen;
  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-mobile-search={mobileSearch ? 'shown' : 'hidden'}
    >
      <div className={styles.bar}>
        <LogoLink />
        {hideSearch ? null : (
          <>
            <div className={styles.categories}>
              <CategoriesButton />
            </div>
            <div className={styles.search} id={SEARCH_SLOT_ID}>
              {/* A new key per navigation clears the box, except while on /search (spec 2). */}
              <HeaderSearch key={pathname === SEARCH_PATH ? SEARCH_PATH : key} />
            </div>
          </>
        )}
        <div className={styles.actions}>
          {hideSearch || showsMobileSearch(pathname) ? null : (
            <MobileSearchToggle className={styles.mobileOnly} controls={SEARCH_SLOT_ID} />
          )}
          <UserButton />
          <CartLink />
        </div>
      </div>
      <div ref={stripRef} className={styles.sub}>
        <nav className={styles.subNav} aria-label={t('header.navigation')}>
          <StoreIndicator />
          <Link to="/stores" className={styles.storesLink}>
            <StoreIcon className={styles.storesIcon} />
            <span className={styles.storesText}>{t('header.stores')}</span>
          </Link>
          <LatestOrder />
          <SlotHoldBadge />
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
