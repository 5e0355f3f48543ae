import type { ProfileUpdateRequest, User } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7: `PUT /cli/profiles`; the answer is the user as now stored. */
export function updateProfile(body: ProfileUpdateRequest): Promise<User> {
  return apiRequest<User>('/cli/profiles', { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
