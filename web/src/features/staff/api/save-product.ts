import type { ProductMasterInput, StaffProductDetail } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incompleteProductsKey } from './incomplete-products';
import { setupRequest } from './setup-request';
import { staffProductKey } from './staff-product';

/** PUT /cli/staff/products/{barcode}: the import's rules; saved incomplete, it goes off sale. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (master: ProductMasterInput) =>
      setupRequest<StaffProductDetail>(`/cli/staff/products/${master.barcode}`, 'PUT', master),
    onSuccess: (detail) => {
      queryClient.setQueryData(staffProductKey(detail.master.barcode), detail);
      void queryClient.invalidateQueries({ queryKey: incompleteProductsKey });
    },
  });
}
