import { useSearchParams } from 'react-router';
import { PasswordReset } from '@/features/auth/components/password-reset';

/** /reset: the reset request, or the new password behind the mailed link (spec 2). */
export function ResetRoute() {
  const [params] = useSearchParams();
  return <PasswordReset token={params.get('token')} />;
}
