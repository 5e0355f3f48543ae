/**
 * An id a test sends: replies carry ids as strings (issue 26), requests take a string or a
 * number, and tests pass on whichever they hold.
 */
export type WireId = number | string;

/** The row id of a reply's id, for a test's own database look-up. */
export function rowId(id: WireId): number {
  return Number(id);
}
