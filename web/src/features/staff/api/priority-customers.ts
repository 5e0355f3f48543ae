import type { PriorityCustomer } from '@spesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** GET /cli/staff/priority-customers: requests waiting, or the accounts found by e-mail. */
export function usePriorityCustomers(email: string) {
  return useQuery({
    queryKey: ['staff', 'priority-customers', email],
    queryFn: ({ signal }) =>
      apiRequest<PriorityCustomer[]>('/cli/staff/priority-customers', {
        query: email ? { email } : {},
        signal,
      }),
  });
}

/** PUT …/{userId}: grant or withdraw an account's priority places. */
export function useDecidePriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, granted }: { userId: string; granted: boolean }) =>
      apiRequest<PriorityCustomer>(`/cli/staff/priority-customers/${userId}`, {
        method: 'PUT',
        body: { granted },
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: ['staff', 'priority-customers'] }),
  });
}
