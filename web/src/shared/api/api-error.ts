import { messageForCode, type FieldError } from '@spesa/contracts';

/** Response code used when the server could not be reached or answered garbage. */
export const NETWORK_ERROR_CODE = -1;

/** A failed call: the catalogue code, its user message and the HTTP status (0 if none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;
  readonly fieldErrors: FieldError[];

  constructor(code: number, status: number, fieldErrors: FieldError[] = [], cause?: unknown) {
    super(messageForCode(code), { cause });
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
