/** The geography barely changes: a lookup answered once serves the whole visit. */
export const GEOGRAPHY_STALE_MS = 60 * 60_000;

/** Lookups send only non-empty text (spec 5): blank becomes no parameter at all. */
export function lookupText(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? text : undefined;
}
