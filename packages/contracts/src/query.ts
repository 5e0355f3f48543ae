import { z } from 'zod';

/** Query-string booleans arrive as text; only 'true' and 'false' are accepted. */
export const queryBoolean = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** Page index from 0, as the spec's `p` parameter. */
export const pageIndex = z.coerce.number().int().min(0).max(100_000).default(0);

export function pageSize(defaultSize: number, max: number) {
  return z.coerce.number().int().min(1).max(max).default(defaultSize);
}

/** Free text from a query string: trimmed, bounded, empty treated as absent. */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** `?lat=` arrives as an empty string; coercing it would give 0, a real coordinate. */
export function emptyAsAbsent<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema);
}
