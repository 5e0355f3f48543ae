import type { SignupRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Wizard step 4: creates the inactive account; the server mails the activation link. */
export function signup(request: SignupRequest): Promise<unknown> {
  return apiRequest<unknown>('/cli/profiles/signup', { method: 'POST', body: request });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
