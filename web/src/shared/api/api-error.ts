import { messageForCode, type FieldError } from '@spesa/contracts';

/** Response code used when the server could not be reached or answered garbage. */
export const NETWORK_ERROR_CODE = -1;

/**
 * A failed call: the catalogue code, its user message and the HTTP status (0 if none). Some
 * screens show the server's own words instead (spec 8: password reset and change), so the
 * envelope's `message` is kept beside the catalogue one as `serverMessage`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly serverMessage: string | undefined;
  /** The envelope's data of a refusal, when it explains it (e.g. the slots in the way). */
  readonly data: unknown;

  constructor(
    code: number,
    status: number,
    fieldErrors: FieldError[] = [],
    cause?: unknown,
    serverMessage?: string,
    data?: unknown,
  ) {
    super(messageForCode(code), { cause });
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.serverMessage = serverMessage;
    this.data = data ?? null;
  }

  /** The server's message when it sent one, else the catalogue message for the code. */
  get displayMessage(): string {
    return this.serverMessage ?? this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** HTTP 401 or 403: the session is lost (spec 6). */
export function isSessionLostError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
