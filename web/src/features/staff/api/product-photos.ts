import type { StaffProductPhoto } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

export const productPhotosKey = (barcode: string) =>
  ['staff', 'products', 'photos', barcode] as const;

export const photosPath = (barcode: string) => `/cli/staff/products/${barcode}/photos`;

/** GET /cli/staff/products/{barcode}/photos (issue 31): the photos in order, the main first. */
export function useProductPhotos(barcode: string) {
  return useQuery(
    queryOptions({
      queryKey: productPhotosKey(barcode),
      queryFn: ({ signal }) =>
        setupRequest<StaffProductPhoto[]>(photosPath(barcode), 'GET', undefined, signal),
    }),
  );
}
