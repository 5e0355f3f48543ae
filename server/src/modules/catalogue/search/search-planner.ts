import type { Db } from '../../../db/client';
import { lookupWords } from './search-dictionary';
import { lookupWordsAt } from './search-dictionary-cache';
import { planSearch, type PlanMode, type SearchPlan } from './search-plan';
import { readSearch } from './search-terms';

/**
 * Text to plan: null when it holds no letter or digit ('%', '_'), which then
 * finds nothing rather than the whole catalogue. One dictionary round trip,
 * none when the same terms were read under the catalogue version the request
 * holds (`version`: null when it holds none, as outside the guest cache).
 */
export async function planQuery(
  db: Db,
  q: string,
  mode: PlanMode,
  version: number | null = null,
): Promise<SearchPlan | null> {
  const input = readSearch(q);
  if (!input) return null;
  const found =
    version === null
      ? await lookupWords(db, input.terms)
      : await lookupWordsAt(db, input.terms, version);
  return planSearch(input, found, mode);
}
