import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Lower-case and accent-free, the way search columns are stored, so that
 * 'Forlì', 'FORLI' and 'forli' compare equal. The same function on both sides
 * keeps the user's text and the stored text folded identically.
 */
export function fold(value: SQLWrapper | string): SQL {
  return sql`spesa_unaccent(lower(${value}))`;
}

/** User text is matched literally: its own % and _ must not act as wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a free-text search, bounded so one request cannot build a huge query. */
export function searchWords(text: string | undefined, max = 5): string[] {
  if (!text) return [];
  return text.split(/\s+/).filter(Boolean).slice(0, max);
}
