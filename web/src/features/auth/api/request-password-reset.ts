import { TENANT_ID, type PasswordResetRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7: always the same success, whether or not the e-mail belongs to an account. */
export function requestPasswordReset(email: string): Promise<void> {
  const body: PasswordResetRequest = { tid: TENANT_ID, email };
  return apiRequest<void>('/cli/profiles/password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
