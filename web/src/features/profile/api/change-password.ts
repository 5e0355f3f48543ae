import type { PasswordChangeRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7: the old password is checked by the server (code 13 when wrong). */
export function changePassword(body: PasswordChangeRequest): Promise<void> {
  return apiRequest<void>('/cli/profiles/password/change', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
