import type { Db } from '../../db/client';
import { lookupWords } from './search-dictionary';
import { planSearch, type PlanMode, type SearchPlan } from './search-plan';
import { readSearch } from './search-terms';

/**
 * Text to plan: null when it holds no letter or digit ('%', '_'), which then
 * finds nothing rather than the whole catalogue. One dictionary round trip.
 */
export async function planQuery(db: Db, q: string, mode: PlanMode): Promise<SearchPlan | null> {
  const input = readSearch(q);
  if (!input) return null;
  return planSearch(input, await lookupWords(db, input.terms), mode);
}
