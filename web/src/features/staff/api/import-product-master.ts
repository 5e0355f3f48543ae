import type { ProductMasterImportReport } from '@spesa/contracts';
import { isSuccessCode } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';

export interface MasterImportInput {
  file: File;
  dryRun: boolean;
}

interface MasterEnvelope {
  responseCode: number;
  message?: string;
  data?: ProductMasterImportReport | null;
}

/**
 * POST /cli/staff/products/import?dryRun= (issue 31): the file is the body, JSON when its name
 * ends in .json, else CSV. A refused import (4000) carries its report, returned as a value as
 * the store import does; any other failure throws.
 */
export async function importProductMaster({
  file,
  dryRun,
}: MasterImportInput): Promise<ProductMasterImportReport> {
  const type = /\.json$/i.test(file.name) ? 'application/json' : 'text/csv';
  let response: Response;
  try {
    response = await fetch(`/cli/staff/products/import?dryRun=${dryRun}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': type },
      body: file,
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_CODE, 0, [], error);
  }
  const payload = (await response.json().catch(() => undefined)) as MasterEnvelope | undefined;
  if (typeof payload?.responseCode !== 'number')
    throw new ApiError(response.ok ? NETWORK_ERROR_CODE : response.status, response.status);
  if ((isSuccessCode(payload.responseCode) || payload.data?.errors) && payload.data)
    return payload.data;
  throw new ApiError(payload.responseCode, response.status, [], undefined, payload.message);
}

export function useImportProductMaster() {
  return useMutation({ mutationFn: importProductMaster });
}
