import type { StaffSession } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';

export const staffSessionKey = ['staff', 'session'] as const;

/**
 * GET /cli/staff/session: the staff member behind the `spesa_staff` cookie. No session (401)
 * is an answer, not a failure: null, and the login screen shows.
 */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffSession | null> {
  try {
    return await apiRequest<StaffSession>('/cli/staff/session', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function staffSessionQueryOptions() {
  return queryOptions({
    queryKey: staffSessionKey,
    queryFn: ({ signal }) => getStaffSession(signal),
    // Asked once when the staff area opens; later changes come from login and logout.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useStaffSessionQuery() {
  return useQuery(staffSessionQueryOptions());
}
