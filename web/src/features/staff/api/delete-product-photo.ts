import type { StaffProductPhoto } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosPath, productPhotosKey } from './product-photos';
import { setupRequest } from './setup-request';
import { staffProductKey } from './staff-product';

/** DELETE /cli/staff/products/{barcode}/photos/{sha256}: the photos left. */
export function useDeleteProductPhoto(barcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sha256: string) =>
      setupRequest<StaffProductPhoto[]>(`${photosPath(barcode)}/${sha256}`, 'DELETE'),
    onSuccess: (photos) => {
      queryClient.setQueryData(productPhotosKey(barcode), photos);
      void queryClient.invalidateQueries({ queryKey: staffProductKey(barcode) });
    },
  });
}
