import { errorCatalogue, httpStatusOf, type ErrorKey, type FieldError } from '@spesa/contracts';

/**
 * The one error type of the API: a catalogue entry, optionally a more precise message. Its HTTP
 * status is the catalogue's: 200 for every business outcome (issue 26).
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly data: unknown;

  constructor(
    readonly key: ErrorKey,
    opts: { message?: string; errors?: FieldError[]; data?: unknown } = {},
  ) {
    const entry = errorCatalogue[key];
    super(opts.message ?? entry.message);
    this.code = entry.code;
    this.status = httpStatusOf(key);
    this.errors = opts.errors;
    this.data = opts.data ?? null;
  }
}
