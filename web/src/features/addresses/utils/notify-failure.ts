import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notify';

/**
 * A failed save or delete shows its message as a toast (spec 8). A lost session is left to the
 * app-wide guard, which already goes home with its own message.
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (isSessionLostError(error)) return;
  notify.error(isApiError(error) ? error.displayMessage : fallback);
}
