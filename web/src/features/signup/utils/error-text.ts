import { fallbackErrorMessage } from '@spesa/contracts';
import { isApiError } from '@/shared/api/api-error';

/**
 * Spec 8: signup failures show the server's own message; the catalogue text for the code is the
 * fallback when the envelope carried none.
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.displayMessage : fallbackErrorMessage;
}
