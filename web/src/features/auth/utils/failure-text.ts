import { isApiError } from '@/shared/api/api-error';

/** Spec 8: password reset failures show the server's own message. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.displayMessage : fallback;
}
