import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readSearch } from './search-terms';

/** pg_trgm's own similarity threshold (0.3): looser than typo correction, these are only offered. */
const PHRASES = 3;

type Close = {
  i: number;
  word: string;
  known: boolean;
};

/**
 * 'Forse cercavi': the search again with each word the catalogue does not
 * know (not even by its stem) replaced by its closest catalogue words (first, second, third
 * closest). When every word is known but together they find nothing, each
 * word alone. Never the text itself.
 */
export async function didYouMean(db: Db, q: string): Promise<string[]> {
  const input = readSearch(q);
  if (!input) return [];
  const result = await db.execute<Close>(sql`
    select (t.i - 1)::int as i, c.word,
           exists (select 1 from search_words w
                   where w.word = t.term or w.stem = spesa_stem(t.term)) as known
    from unnest(${sql.param(input.terms)}::text[]) with ordinality as t(term, i)
    cross join lateral (
      select word from search_words where word % t.term
      order by similarity(word, t.term) desc, ndoc desc, word limit ${PHRASES}
    ) c`);
  const closest = input.terms.map((term, i) => {
    const rows = result.rows.filter((r) => r.i === i);
    return rows.some((r) => r.known) || term.length < 3 ? [term] : rows.map((r) => r.word);
  });
  const typed = input.terms.join(' ');
  const phrases = new Set<string>();
  for (let k = 0; k < PHRASES; k++) {
    phrases.add(
      closest
        .map((words) => words[Math.min(k, words.length - 1)] ?? '')
        .join(' ')
        .trim(),
    );
  }
  phrases.delete(typed);
  phrases.delete('');
  if (phrases.size === 0 && input.terms.length > 1)
    input.terms.slice(0, PHRASES).forEach((t) => phrases.add(t));
  return [...phrases];
}
