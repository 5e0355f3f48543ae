import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useFocusAfterNavigation } from '@/shared/hooks/use-focus-after-navigation';
import { Button } from '@/shared/ui/button';
import { Toasts } from '@/shared/ui/toasts';
import { useStaffLogout } from '../api/staff-logout';
import { useStaffStore } from '../stores/staff-store';
import styles from './staff-shell.module.css';
import { SkipLink } from '@/shared/ui/skip-link';

export interface StaffShellProps {
  /** The language switch of the app shell, passed in: features do not import the app. */
  languageSwitch: ReactNode;
  children: ReactNode;
}

function StaffNav() {
  const { t } = useTranslation();
  const session = useStaffStore((s) => s.session);
  const logout = useStaffLogout();
  if (!session) return null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [styles.navLink, isActive && styles.active].filter(Boolean).join(' ');
  return (
    <>
      <nav
        className={[styles.nav, session.role === 'ADMIN' && styles.navAdmin]
          .filter(Boolean)
          .join(' ')}
        aria-label={t('staff.nav.label')}
      >
        <NavLink to="/staff" end className={linkClass}>
          {t('staff.nav.queue')}
        </NavLink>
        <NavLink to="/staff/import" className={linkClass}>
          {t('staff.nav.import')}
        </NavLink>
        <NavLink to="/staff/setup" className={linkClass}>
          {t('staff.nav.setup')}
        </NavLink>
        <NavLink to="/staff/search" className={linkClass}>
          {t('staff.nav.search')}
        </NavLink>
        {session.role === 'ADMIN' ? (
          <NavLink to="/staff/products" className={linkClass}>
            {t('staff.nav.products')}
          </NavLink>
        ) : null}
        {session.role === 'ADMIN' ? (
          <NavLink to="/staff/jobs" className={linkClass}>
            {t('staff.nav.jobs')}
          </NavLink>
        ) : null}
        {session.role === 'ADMIN' ? (
          <NavLink to="/staff/invoices" className={linkClass}>
            {t('staff.nav.invoices')}
          </NavLink>
        ) : null}
      </nav>
      <p className={styles.who}>
        {t('staff.nav.who', {
          name: `${session.firstName} ${session.lastName}`,
          role: t(`staff.role.${session.role}`),
        })}
      </p>
      <Button
        variant="secondary"
        className={styles.logout}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {t('staff.nav.logout')}
      </Button>
    </>
  );
}

/** The staff area's own frame: no shop header or footer, just what a shift needs. */
export function StaffShell({ languageSwitch, children }: StaffShellProps) {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  // Logging in or out swaps the whole screen at the same address, as a page change does.
  const signedIn = useStaffStore((s) => s.session !== null);
  useFocusAfterNavigation(mainRef, signedIn ? 'staff' : 'login');
  return (
    <div className={styles.shell}>
      <SkipLink target="staff-main">{t('staff.skipToContent')}</SkipLink>
      <header className={styles.header}>
        <p className={styles.brand}>
          <span className={styles.logo}>Spesa</span> {t('staff.area')}
        </p>
        <StaffNav />
        <div className={styles.language}>{languageSwitch}</div>
      </header>
      <main ref={mainRef} id="staff-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Toasts />
    </div>
  );
}
