import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionCheck } from '@/features/auth/hooks/use-session-check';
import { useSessionGuard } from '@/features/auth/hooks/use-session-guard';
import { useFocusAfterNavigation } from '@/shared/hooks/use-focus-after-navigation';
import { useUserStore } from '@/shared/state/user-store';
import { LoadingOverlay } from '@/shared/ui/loading-overlay';
import { CartActionsProvider } from '../cart/cart-actions-provider';
import { useCartGoneGuard } from '../cart/use-cart-gone-guard';
import { useCartRefreshOnLoad } from '../cart/use-cart-refresh';
import { InstallBanner } from '../pwa/install-banner';
import { SmartListActionsProvider } from '../smart-lists/smart-list-actions-provider';
import { useEmbeddedMode } from './embedded-mode';
import { DeferredToasts } from './deferred-toasts';
import { AppFooter } from './footer/app-footer';
import { AppHeader } from './header/app-header';
import { DeferredLoginPopup } from './login/deferred-login-popup';
import { OrderChangeBanner } from './order-change-banner';
import { usePageViews } from './use-page-views';
import { usePanelSync } from './use-panel-sync';
import { useScrollToTop } from './use-scroll-to-top';
import styles from './app-layout.module.css';
import { SkipLink } from '@/shared/ui/skip-link';

/** The frame around every screen: header, footer and the app-wide popups and notices. */
export function AppLayout() {
  const { t } = useTranslation();
  const { hideChrome, hideSearch } = useEmbeddedMode();
  const showOverlay = useUserStore((state) => state.showOverlay);
  const setShowOverlay = useUserStore((state) => state.setShowOverlay);
  const mainRef = useRef<HTMLElement>(null);
  useScrollToTop();
  useFocusAfterNavigation(mainRef);
  usePageViews();
  usePanelSync();
  useSessionGuard();
  useCartGoneGuard();
  useSessionCheck();
  useCartRefreshOnLoad();

  return (
    <CartActionsProvider>
      <SmartListActionsProvider>
        <div className={styles.shell}>
          {hideChrome ? null : (
            <>
              <SkipLink target="main">{t('app.skipToContent')}</SkipLink>
              <AppHeader hideSearch={hideSearch} />
              <OrderChangeBanner />
            </>
          )}
          <main ref={mainRef} id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          {/* In the flow below the screen, not pinned over it: it never covers a form (27.8). */}
          {hideChrome ? null : <InstallBanner />}
          {hideChrome ? null : <AppFooter />}
          <DeferredLoginPopup />
          <LoadingOverlay visible={showOverlay} onTimeout={() => setShowOverlay(false)} />
          <DeferredToasts />
        </div>
      </SmartListActionsProvider>
    </CartActionsProvider>
  );
}
