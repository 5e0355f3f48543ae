import type { StaffProductPhoto } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosPath, productPhotosKey } from './product-photos';
import { setupRequest } from './setup-request';
import { staffProductKey } from './staff-product';

/** PUT /cli/staff/products/{barcode}/photos/order: every photo once, the main one first. */
export function useOrderProductPhotos(barcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: string[]) =>
      setupRequest<StaffProductPhoto[]>(`${photosPath(barcode)}/order`, 'PUT', { order }),
    onSuccess: (photos) => {
      queryClient.setQueryData(productPhotosKey(barcode), photos);
      void queryClient.invalidateQueries({ queryKey: staffProductKey(barcode) });
    },
  });
}
