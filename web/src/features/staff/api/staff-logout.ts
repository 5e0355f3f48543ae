import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useStaffStore } from '../stores/staff-store';
import { staffSessionKey } from './get-staff-session';

/** POST /cli/staff/logout: ends the staff session and drops its cookie. */
export function staffLogout(): Promise<null> {
  return apiRequest<null>('/cli/staff/logout', { method: 'POST' });
}

/** Logged out even when the call fails: a shared tablet must never stay logged in. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => {
      useStaffStore.getState().setSession(null);
      // Nothing of the shift stays in memory for whoever picks the tablet up next; the
      // session query stays, answering 'nobody', so the login screen shows at once.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[1] !== staffSessionKey[1],
      });
      queryClient.setQueryData(staffSessionKey, null);
    },
  });
}
