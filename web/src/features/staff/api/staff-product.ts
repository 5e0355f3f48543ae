import type { StaffProductDetail } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

export const staffProductKey = (barcode: string) => ['staff', 'products', 'one', barcode] as const;

/** GET /cli/staff/products/{barcode}: the form's values, what it lacks and its history. */
export function useStaffProduct(barcode: string | null) {
  return useQuery(
    queryOptions({
      queryKey: staffProductKey(barcode ?? ''),
      enabled: barcode !== null,
      queryFn: ({ signal }) =>
        setupRequest<StaffProductDetail>(
          `/cli/staff/products/${barcode}`,
          'GET',
          undefined,
          signal,
        ),
    }),
  );
}
