import { BookedSlotConflict, errorCatalogue } from '@spesa/contracts';
import { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';

const ConflictData = z.object({ conflicts: z.array(BookedSlotConflict) });

/**
 * The booked slots a refused calendar change would have dropped (4062), or null for any other
 * error: the operator needs them to decide (end the template after them, or leave it).
 */
export function slotConflictsOf(error: unknown): BookedSlotConflict[] | null {
  if (!isApiError(error) || error.code !== errorCatalogue.SLOT_HAS_BOOKINGS.code) return null;
  const parsed = ConflictData.safeParse(error.data);
  return parsed.success ? parsed.data.conflicts : null;
}

/** A store set-up call (JSON in, the envelope's data out). */
export function setupRequest<T>(
  path: string,
  method: RequestOptions['method'] = 'GET',
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest<T>(path, { method, body, signal });
}

/** The base path of a store's set-up calls. */
export const setupPath = (storeId: string) => `/cli/staff/stores/${storeId}`;
