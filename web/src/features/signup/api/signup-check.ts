import type { SignupCheckRequest, SignupCheckResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Wizard step 1: checks the card (fetch) or the identity (check) before the account exists. */
export function signupCheck(request: SignupCheckRequest): Promise<SignupCheckResult> {
  return apiRequest<SignupCheckResult>('/cli/profiles/signupcheck', {
    method: 'POST',
    body: request,
  });
}

export function useSignupCheck() {
  return useMutation({ mutationFn: signupCheck });
}
