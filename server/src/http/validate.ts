import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses a request part with its contract schema; failure is a 400 naming each
 * field, never a 500.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  throw new AppError('BAD_REQUEST', { message: `Richiesta non valida (${summary})`, errors });
}
