import type { StaffProductPhoto } from '@spesa/contracts';
import { isSuccessCode } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';
import { photosPath, productPhotosKey } from './product-photos';
import { staffProductKey } from './staff-product';

interface PhotosEnvelope {
  responseCode: number;
  message?: string;
  data?: StaffProductPhoto[] | null;
}

/**
 * POST /cli/staff/products/{barcode}/photos: the file is the body. The server reads the type
 * from the bytes; the declared one is only a courtesy (a file with none is sent as bytes).
 */
export async function uploadProductPhoto(
  barcode: string,
  file: File,
): Promise<StaffProductPhoto[]> {
  let response: Response;
  try {
    response = await fetch(photosPath(barcode), {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
        ...(document.documentElement.lang
          ? { 'Accept-Language': document.documentElement.lang }
          : {}),
      },
      body: file,
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_CODE, 0, [], error);
  }
  const payload = (await response.json().catch(() => undefined)) as PhotosEnvelope | undefined;
  if (typeof payload?.responseCode !== 'number')
    throw new ApiError(response.ok ? NETWORK_ERROR_CODE : response.status, response.status);
  if (isSuccessCode(payload.responseCode) && payload.data) return payload.data;
  throw new ApiError(payload.responseCode, response.status, [], undefined, payload.message);
}

export function useUploadProductPhoto(barcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProductPhoto(barcode, file),
    onSuccess: (photos) => {
      queryClient.setQueryData(productPhotosKey(barcode), photos);
      void queryClient.invalidateQueries({ queryKey: staffProductKey(barcode) });
    },
  });
}
