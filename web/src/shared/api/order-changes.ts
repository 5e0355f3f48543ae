import type { OrderChangeDiscarded, OrderChanges } from '@spesa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Issue 29: the customer's open order changes (their cart is the current one) and those the
 * server just discarded. Read by the app's banner and by the orders pages.
 */
export function getOrderChanges(signal?: AbortSignal): Promise<OrderChanges> {
  return apiRequest<OrderChanges>('/cli/ecommerce/orders/changes', { signal });
}

export function orderChangesQueryOptions(userId: string | null, cartId: string | null) {
  return queryOptions({
    // The current cart in the key: a confirmed or discarded change changes it.
    queryKey: ['order-changes', userId, cartId],
    queryFn: ({ signal }) => getOrderChanges(signal),
    enabled: userId !== null,
    // Asked once per cart and minute, not at every screen: opening, confirming or discarding
    // a change changes the cart (or invalidates this) anyway.
    staleTime: 60_000,
  });
}

export function useOrderChanges(userId: string | null, cartId: string | null) {
  return useQuery(orderChangesQueryOptions(userId, cartId));
}

/** 'Annulla modifiche': the change's cart goes, the order stays as it was. */
export function discardOrderChange(orderId: string): Promise<OrderChangeDiscarded> {
  return apiRequest<OrderChangeDiscarded>(`/cli/ecommerce/orders/${orderId}/change/discard`, {
    method: 'POST',
  });
}

export function useDiscardOrderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardOrderChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order-changes'] }),
  });
}
