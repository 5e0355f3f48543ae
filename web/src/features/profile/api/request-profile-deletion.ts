import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7: recorded and processed later (within 48 hours, refused with an order in progress). */
export function requestProfileDeletion(): Promise<void> {
  return apiRequest<void>('/cli/profiles/deleteRequest', { method: 'POST' });
}

export function useRequestProfileDeletion() {
  return useMutation({ mutationFn: requestProfileDeletion });
}
