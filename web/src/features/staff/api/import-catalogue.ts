import type { CatalogueImportReport } from '@spesa/contracts';
import { isSuccessCode } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';

export interface ImportInput {
  storeId: string;
  file: Blob;
  dryRun: boolean;
}

interface ImportEnvelope {
  responseCode: number;
  message?: string;
  data?: CatalogueImportReport | null;
}

function isEnvelope(value: unknown): value is ImportEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { responseCode?: unknown }).responseCode === 'number'
  );
}

/**
 * POST /cli/staff/stores/{storeId}/catalogue/import?dryRun=: the file itself is the body
 * (text/csv whatever type the browser gives the file, e.g. Windows' application/vnd.ms-excel:
 * the server takes no other), which the shared JSON client cannot send. A real import refused for bad lines
 * answers code 4000 (HTTP 200) with the report as data: the report is what the screen shows, so it comes back
 * as a value; any other failure throws like the shared client does.
 */
export async function importCatalogue({
  storeId,
  file,
  dryRun,
}: ImportInput): Promise<CatalogueImportReport> {
  let response: Response;
  try {
    response = await fetch(`/cli/staff/stores/${storeId}/catalogue/import?dryRun=${dryRun}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
      body: file,
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_CODE, 0, [], error);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(payload))
    throw new ApiError(response.ok ? NETWORK_ERROR_CODE : response.status, response.status);
  if (isSuccessCode(payload.responseCode) || payload.data?.errors) {
    if (payload.data) return payload.data;
  }
  throw new ApiError(payload.responseCode, response.status, [], undefined, payload.message);
}

export function useImportCatalogue() {
  return useMutation({ mutationFn: importCatalogue });
}
