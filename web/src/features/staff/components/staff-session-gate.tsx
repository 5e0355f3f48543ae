import { useEffect, type ReactNode } from 'react';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useStaffSessionQuery } from '../api/get-staff-session';
import { useStaffStore } from '../stores/staff-store';
import { StaffLoginForm } from './staff-login-form';

/**
 * The staff screens show only to a logged-in staff member: the session is asked of the server
 * when the area opens, and the login screen stands in for the screen until there is one (the
 * address stays, so a tablet logged in again lands where it was).
 */
export function StaffSessionGate({ children }: { children: ReactNode }) {
  const check = useStaffSessionQuery();
  const setSession = useStaffStore((s) => s.setSession);

  useEffect(() => {
    if (check.data !== undefined) setSession(check.data);
  }, [check.data, setSession]);

  if (check.isPending) return <Spinner />;
  if (check.isError) return <LoadError onRetry={() => void check.refetch()} />;
  // The query's answer decides (login, logout and any 401 write it); the store mirrors it.
  if (check.data === null) return <StaffLoginForm />;
  return children;
}
