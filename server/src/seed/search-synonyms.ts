import type { DbOrTx } from '../db/client';
import { searchSynonyms } from '../db/schema';

/**
 * English words for everyday groceries (issue 27.5: 'milk' found nothing in the English
 * interface, 'Forse cercavi milano?'): each reads as the Italian words of the catalogue.
 */
const ENGLISH_WORDS: readonly { term: string; synonyms: string }[] = [
  { term: 'milk', synonyms: 'latte' },
  { term: 'bread', synonyms: 'pane' },
  { term: 'eggs', synonyms: 'uova' },
  { term: 'egg', synonyms: 'uova' },
  { term: 'water', synonyms: 'acqua' },
  { term: 'butter', synonyms: 'burro' },
  { term: 'cheese', synonyms: 'formaggio, mozzarella, parmigiano, grana' },
  { term: 'apples', synonyms: 'mele' },
  { term: 'apple', synonyms: 'mele' },
  { term: 'bananas', synonyms: 'banane' },
  { term: 'banana', synonyms: 'banane' },
  { term: 'tomatoes', synonyms: 'pomodori' },
  { term: 'tomato', synonyms: 'pomodori' },
  { term: 'rice', synonyms: 'riso' },
  { term: 'coffee', synonyms: 'caffe' },
  { term: 'tea', synonyms: 'te' },
  { term: 'sugar', synonyms: 'zucchero' },
  { term: 'chicken', synonyms: 'pollo' },
  { term: 'beef', synonyms: 'manzo, bovino' },
  { term: 'fish', synonyms: 'pesce, salmone, merluzzo, tonno' },
  { term: 'wine', synonyms: 'vino' },
  { term: 'beer', synonyms: 'birra' },
  { term: 'yoghurt', synonyms: 'yogurt' },
  { term: 'oil', synonyms: 'olio' },
  { term: 'flour', synonyms: 'farina' },
  { term: 'salt', synonyms: 'sale' },
  { term: 'potatoes', synonyms: 'patate' },
  { term: 'onions', synonyms: 'cipolle' },
  { term: 'carrots', synonyms: 'carote' },
  { term: 'oranges', synonyms: 'arance' },
  { term: 'lemons', synonyms: 'limoni' },
  { term: 'ham', synonyms: 'prosciutto' },
  { term: 'biscuits', synonyms: 'biscotti' },
  { term: 'cookies', synonyms: 'biscotti' },
  { term: 'juice', synonyms: 'succo' },
  { term: 'chocolate', synonyms: 'cioccolato' },
  { term: 'detergent', synonyms: 'detersivo' },
];

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
  ...ENGLISH_WORDS,
];

export async function seedSearchSynonyms(db: DbOrTx): Promise<number> {
  await db.insert(searchSynonyms).values([...DEMO_SYNONYMS]);
  return DEMO_SYNONYMS.length;
}
