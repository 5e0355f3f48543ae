import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { createStaffQueryClient } from '@/features/staff/api/staff-query-client';
import { StaffSessionGate } from '@/features/staff/components/staff-session-gate';
import { StaffShell } from '@/features/staff/components/staff-shell';
import { LanguageSwitch } from '../layout/language-switch';

/**
 * /staff: the store staff's area, outside the shop's frame. Its own query client keeps staff
 * calls apart from the shop's (whose 401 handling logs the shopper out) and its own cache.
 */
export function StaffLayoutRoute() {
  const { t, i18n } = useTranslation();
  const [queryClient] = useState(createStaffQueryClient);

  useEffect(() => {
    document.title = t('staff.documentTitle');
  }, [t, i18n.resolvedLanguage]);

  return (
    <QueryClientProvider client={queryClient}>
      <StaffShell languageSwitch={<LanguageSwitch />}>
        <StaffSessionGate>
          <Outlet />
        </StaffSessionGate>
      </StaffShell>
    </QueryClientProvider>
  );
}
