import type { ErrorKey } from '@spesa/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';

/**
 * `parse`, but a failure on one of the named fields answers that field's catalogue code (an
 * invalid mobile phone is code 30, spec 8) with the field's own message, instead of a plain 400.
 */
export function parseWithCodes<S extends z.ZodType>(
  schema: S,
  value: unknown,
  codes: Record<string, ErrorKey>,
): z.output<S> {
  try {
    return parse(schema, value);
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors) throw error;
    const coded = error.errors.find((e) => codes[e.field]);
    if (!coded) throw error;
    const key = codes[coded.field];
    if (!key) throw error;
    throw new AppError(key, { message: coded.message, errors: error.errors });
  }
}
