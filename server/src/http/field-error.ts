import { AppError } from './app-error';

/**
 * A business rule refusing one field of a readable request (a weight off the product's step, a
 * day outside the bookable ones), shaped like a validation failure but answered as a business
 * outcome: HTTP 200 with code 4000 (issue 26), so clients show its message. A request that does
 * not fit the call's schema stays a 400.
 */
export function fieldError(field: string, message: string): AppError {
  return new AppError('GENERIC', {
    message: `Richiesta non valida (${field}: ${message})`,
    errors: [{ field, message }],
  });
}
