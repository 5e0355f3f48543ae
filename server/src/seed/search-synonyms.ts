import type { DbOrTx } from '../db/client';
import { searchSynonyms } from '../db/schema';

/**
 * The words shoppers use for what the shelf names otherwise: staff edit these
 * in the staff area; the demo starts with a few. Ham labels say 'di Parma' or
 * 'San Daniele', never 'crudo'.
 */
export const DEMO_SYNONYMS: readonly { term: string; synonyms: string }[] = [
  { term: 'coca', synonyms: 'cola' },
  { term: 'pomodorini', synonyms: 'ciliegino, datterini' },
  { term: 'crudo', synonyms: 'parma, san daniele' },
  { term: 'bibite', synonyms: 'aranciata, chinotto, gassosa' },
  { term: 'spumante', synonyms: 'prosecco, franciacorta' },
  { term: 'wc', synonyms: 'carta igienica' },
];

export async function seedSearchSynonyms(db: DbOrTx): Promise<number> {
  await db.insert(searchSynonyms).values([...DEMO_SYNONYMS]);
  return DEMO_SYNONYMS.length;
}
