import type { PasswordResetConfirm } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The page behind the mailed link sets the new password with the link's single-use token. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  return apiRequest<void>('/cli/profiles/password/reset', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
