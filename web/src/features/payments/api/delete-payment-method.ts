import {
  ONLINE_CARD_METHOD_TYPE,
  type PaymentMethod,
  type PaymentMethodDeleteRequest,
} from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { paymentMethodQueryOptions } from './get-payment-method';

/** Spec 7, pay/paymentmethod/delete: unlinks the online card; answers NONE. */
export function deletePaymentMethod(): Promise<PaymentMethod> {
  const body: PaymentMethodDeleteRequest = { paymentMethodType: ONLINE_CARD_METHOD_TYPE };
  return apiRequest<PaymentMethod>('/cli/pay/paymentmethod/delete', { method: 'POST', body });
}

export function useDeletePaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (method) => {
      queryClient.setQueryData(paymentMethodQueryOptions(userId).queryKey, method);
      // The checkout's payment modes depend on a linked card.
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'payment-modes'] });
    },
  });
}
