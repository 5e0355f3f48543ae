import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentCart } from '@/shared/api/get-current-cart';

export function checkoutCartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['checkout', userId, 'cart'],
    queryFn: ({ signal }) => getCurrentCart(signal),
    // Checkout must work on the cart as it is now, not as a screen cached it.
    staleTime: 0,
  });
}

export function useCheckoutCart(userId: string) {
  return useQuery(checkoutCartQueryOptions(userId));
}
