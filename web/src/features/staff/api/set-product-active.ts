import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

/** PUT /cli/staff/products/{barcode}/active: 4032 while the food lacks a mandatory particular. */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ barcode, active }: { barcode: string; active: boolean }) =>
      setupRequest<{ barcode: string; active: boolean }>(
        `/cli/staff/products/${barcode}/active`,
        'PUT',
        { active },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'products'] }),
  });
}
