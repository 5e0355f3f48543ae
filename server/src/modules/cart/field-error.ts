import { AppError } from '../../http/app-error';

/** A 400 naming one field of the request, shaped like a validation failure. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', {
    message: `Richiesta non valida (${field}: ${message})`,
    errors: [{ field, message }],
  });
}
