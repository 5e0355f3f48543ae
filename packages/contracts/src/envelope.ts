import { z } from 'zod';

/** Every API answer: `{responseCode, data}`; 0 or 200 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ responseCode: z.number().int(), data });
}

/** Paged answers add `totalPages`, `number` (current page, from 0) and `last`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    responseCode: z.number().int(),
    data: z.array(item),
    totalPages: z.number().int().nonnegative(),
    number: z.number().int().nonnegative(),
    last: z.boolean(),
  });
}

/**
 * The product listings' pages also say how many items match in all, `totalElements`: an
 * extension of the spec's paging (issue 27.7), so a listing can show '250 prodotti' before all
 * its pages are loaded.
 */
export function countedPagedEnvelope<T extends z.ZodType>(item: T) {
  return pagedEnvelope(item).extend({ totalElements: z.number().int().nonnegative() });
}

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/**
 * Every failure. `errorMessage` repeats `message` under the name that other clients of this
 * platform read (issue 18); both always carry the same text.
 */
export const ErrorEnvelope = z.object({
  responseCode: z.number().int(),
  message: z.string(),
  errorMessage: z.string(),
  data: z.unknown().nullable(),
  errors: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export interface Page<T> {
  data: T[];
  totalPages: number;
  number: number;
  last: boolean;
}

/** A page of a product listing: the page, and the number of all matching items. */
export interface CountedPage<T> extends Page<T> {
  totalElements: number;
}
