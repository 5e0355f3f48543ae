import { z } from 'zod';
import { validationMessages } from './validation';

/**
 * The largest PostgreSQL `integer`, the type of every id column: a bigger number would reach
 * the database and fail there as a 500, so it is refused here as a 400 naming the field.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

const rowId = z
  .number()
  .int(validationMessages.id)
  .positive(validationMessages.id)
  .max(PG_INTEGER_MAX, validationMessages.id);

/**
 * A row id in a request (a JSON body, a path or a query string). Typed clients of the platform
 * hold every identifier as a string (issue 26), older ones send numbers: both are accepted, a
 * string only as plain digits ('1e3' or '0x10' are no id), and the server gets the number.
 */
export const EntityId = z
  .union(
    [
      rowId,
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, validationMessages.id),
    ],
    {
      error: validationMessages.id,
    },
  )
  .transform(Number)
  .pipe(rowId);

/** A row id in a path or a query string: the same rule (kept as a name for where it is used). */
export const EntityIdParam = EntityId;

/**
 * A row id in a reply: always a JSON string of digits, as the platform's typed clients declare
 * every identifier (issue 26); a number there would fail their whole reply. Order `code` is
 * not an id: it stays the number the spec names.
 */
export const ReplyId = z.string().regex(/^[1-9]\d*$/);
export type ReplyId = z.infer<typeof ReplyId>;

/** The reply form of a database id (the mappers' single conversion). */
export function replyId(id: number): ReplyId {
  return String(id);
}

/** `replyId` for a column that may be empty. */
export function replyIdOrNull(id: number | null): ReplyId | null {
  return id === null ? null : String(id);
}

/** A row with its `id` in the reply form. */
export function withReplyId<T extends { id: number }>(row: T): Omit<T, 'id'> & { id: ReplyId } {
  return { ...row, id: replyId(row.id) };
}
