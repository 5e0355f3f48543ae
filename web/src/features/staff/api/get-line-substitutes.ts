import type { SubstituteSuggestions } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * GET /cli/staff/orders/{id}/items/{itemId}/substitutes (issue 30): what the rules allow for
 * the line, the customer's named product first; nothing on a 'Nessun sostituto' line.
 */
export function getLineSubstitutes(
  orderId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<SubstituteSuggestions> {
  return apiRequest<SubstituteSuggestions>(
    `/cli/staff/orders/${orderId}/items/${itemId}/substitutes`,
    { signal },
  );
}

export function useLineSubstitutes(orderId: string, itemId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'substitutes', orderId, itemId],
      queryFn: ({ signal }) => getLineSubstitutes(orderId, itemId, signal),
    }),
  );
}
