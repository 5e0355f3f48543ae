import type { ActivationRequest, ActivationResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The page behind the mailed link: one call turns the registered account on. */
export function activateProfile(request: ActivationRequest): Promise<ActivationResult> {
  return apiRequest<ActivationResult>('/cli/profiles/activate', {
    method: 'POST',
    body: request,
  });
}

export function useActivateProfile() {
  return useMutation({ mutationFn: activateProfile });
}
