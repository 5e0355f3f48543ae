import type { StaffLoginRequest, StaffSession } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useStaffStore } from '../stores/staff-store';
import { staffSessionKey } from './get-staff-session';

/** POST /cli/staff/login: sets the `spesa_staff` cookie and answers the session. */
export function staffLogin(body: StaffLoginRequest): Promise<StaffSession> {
  return apiRequest<StaffSession>('/cli/staff/login', { method: 'POST', body });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (session) => {
      queryClient.setQueryData(staffSessionKey, session);
      useStaffStore.getState().setSession(session);
    },
  });
}
