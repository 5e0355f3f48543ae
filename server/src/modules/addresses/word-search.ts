import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLike, fold } from '../geography';
import { foldText } from './fold-text';

/** Folded text with apostrophes, hyphens and other marks as spaces: "Reggio nell'Emilia" → 'reggio nell emilia'. */
function words(value: SQLWrapper): SQL {
  return sql`regexp_replace(${fold(value)}, '[^a-z0-9]+', ' ', 'g')`;
}

/**
 * The name, or one of its words, starts with the search text: 'emilia' finds "Reggio
 * nell'Emilia", 'indip' finds "Via dell'Indipendenza". Undefined (no filter) for an empty text.
 */
export function wordStartsWith(column: SQLWrapper, text: string): SQL | undefined {
  const q = foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!q) return undefined;
  const prefix = escapeLike(q);
  return sql`(' ' || ${words(column)}) like '% ' || ${prefix} || '%'`;
}
