import type { FirstSlot, SlotHold } from '@spesa/contracts';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Issue 29: the slot held for a cart while the customer shops. Shared by the header (the time
 * left), the cart page (hold, extend, release) and the checkout (which books the held slot).
 */
export const slotHoldKey = (cartId: string | undefined) => ['slot-hold', cartId ?? null] as const;

export function slotHoldQueryOptions(cartId: string | undefined) {
  return queryOptions({
    queryKey: slotHoldKey(cartId),
    queryFn:
      cartId === undefined
        ? skipToken
        : ({ signal }) =>
            apiRequest<SlotHold | null>(`/cli/ecommerce/slots/${cartId}/hold`, { signal }),
    staleTime: 30_000,
  });
}

/** The cart's hold, live or lapsed; null without one; idle without a cart. */
export function useSlotHold(cartId: string | undefined) {
  return useQuery(slotHoldQueryOptions(cartId));
}

/** The first slot the customer's current cart could hold (its own hold not in the way). */
export function useCartFirstSlot(enabled: boolean) {
  return useQuery({
    queryKey: ['slot-hold', 'first'],
    queryFn: enabled
      ? ({ signal }) =>
          apiRequest<FirstSlot | null>('/cli/ecommerce/slots/first/available', { signal })
      : skipToken,
    staleTime: 30_000,
  });
}

type HoldAction = { kind: 'hold'; timeSlotId: string } | { kind: 'extend' } | { kind: 'release' };

function send(cartId: string, action: HoldAction): Promise<SlotHold | null> {
  const path = `/cli/ecommerce/slots/${cartId}/hold`;
  if (action.kind === 'hold')
    return apiRequest<SlotHold>(path, { method: 'POST', body: { timeSlotId: action.timeSlotId } });
  if (action.kind === 'extend') return apiRequest<SlotHold>(`${path}/extend`, { method: 'POST' });
  return apiRequest<null>(path, { method: 'DELETE' });
}

/** Hold, extend or release; the slot lists are read again (a place was taken or freed). */
export function useSlotHoldAction(cartId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HoldAction) => send(cartId, action),
    onSuccess: (hold) => {
      queryClient.setQueryData(slotHoldKey(cartId), hold);
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'slots', cartId] });
      void queryClient.invalidateQueries({ queryKey: ['slot-hold', 'first'] });
    },
  });
}
