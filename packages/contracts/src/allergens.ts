/**
 * The 14 substances of Annex II of Reg. (EU) 1169/2011, named as Italian labels name them.
 * Art. 21: they are emphasised inside the ingredients list, or declared with 'Contiene: …'
 * where a food has no ingredients list.
 */
export const ANNEX_II_ALLERGENS = [
  'glutine',
  'crostacei',
  'uova',
  'pesce',
  'arachidi',
  'soia',
  'latte',
  'frutta a guscio',
  'sedano',
  'senape',
  'sesamo',
  'solfiti',
  'lupini',
  'molluschi',
] as const;
export type AnnexIIAllergen = (typeof ANNEX_II_ALLERGENS)[number];

/**
 * The words of an ingredients list naming each allergen (singular and plural). Lookaheads keep
 * out the look-alikes that are not the allergen: buckwheat ('grano saraceno'), nutmeg ('noce
 * moscata'), cocoa butter ('burro di cacao'), coconut milk ('latte di cocco').
 */
const WORDS: Record<AnnexIIAllergen, string> = {
  glutine: 'glutine|frumento|grano(?! saraceno)|orzo|segale|avena|farro|kamut|spelta',
  crostacei: 'crostacei|gamber[io]|gamberett[io]|scampi|aragost[ae]|granchi(?:o)?',
  uova: 'uova|uovo|tuorlo|albume',
  pesce: 'pesce|pesci|acciughe|alici|tonno|merluzzo|salmone',
  arachidi: 'arachidi|arachide',
  soia: 'soia',
  latte:
    'latte(?! di cocco)|burro(?! di cacao)|panna|formaggio|formaggi|siero(?: di latte)?|lattosio|latticini|caseina|yogurt',
  'frutta a guscio':
    'frutta a guscio|mandorl[ae]|nocciol[ae]|noc[ei](?! moscata)|noci di macadamia|pistacchi|pistacchio|anacardi|anacardo|pecan',
  sedano: 'sedano',
  senape: 'senape',
  sesamo: 'sesamo',
  solfiti: 'solfiti|anidride solforosa|metabisolfito di (?:sodio|potassio)',
  lupini: 'lupini|lupino',
  molluschi: 'molluschi|cozze|vongole|calamar[io]|seppi[ae]|polpo|totani',
};

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';
/** Open Food Facts marks allergens as `_latte_`; the marks go, the word is emphasised. */
const OFF_MARK = '_([^_\\n]+)_';
const ALL_WORDS = Object.values(WORDS).join('|');
const PATTERN = new RegExp(`${OFF_MARK}|${LETTER_BEFORE}(?:${ALL_WORDS})${LETTER_AFTER}`, 'giu');

/** A run of the ingredients text; `strong` runs name an allergen. */
export interface IngredientRun {
  text: string;
  strong: boolean;
}

/** Splits an ingredients list into runs, the Annex II allergens (and OFF's `_x_`) emphasised. */
export function emphasiseAllergens(ingredients: string): IngredientRun[] {
  const runs: IngredientRun[] = [];
  const push = (text: string, strong: boolean) => {
    if (text === '') return;
    const last = runs[runs.length - 1];
    if (last && last.strong === strong) last.text += text;
    else runs.push({ text, strong });
  };
  let at = 0;
  for (const match of ingredients.matchAll(PATTERN)) {
    push(ingredients.slice(at, match.index), false);
    push(match[1] ?? match[0], true);
    at = match.index + match[0].length;
  }
  push(ingredients.slice(at), false);
  return runs;
}

/** The Annex II allergens an ingredients list names, in Annex order. */
export function allergensNamedIn(ingredients: string): AnnexIIAllergen[] {
  return ANNEX_II_ALLERGENS.filter((allergen) =>
    new RegExp(`${LETTER_BEFORE}(?:${WORDS[allergen]})${LETTER_AFTER}`, 'iu').test(
      ingredients.replace(/_/g, ' '),
    ),
  );
}

/** Art. 21(1): 'Contiene: latte, uova' for a food without an ingredients list; null when none. */
export function containsStatement(contains: readonly string[]): string | null {
  return contains.length > 0 ? `Contiene: ${contains.join(', ')}` : null;
}

/** An allergen as written by hand or by Open Food Facts ('en:milk', 'Latte') → Annex II name. */
const OFF_TAGS: Record<string, AnnexIIAllergen> = {
  gluten: 'glutine',
  crustaceans: 'crostacei',
  eggs: 'uova',
  fish: 'pesce',
  peanuts: 'arachidi',
  soybeans: 'soia',
  milk: 'latte',
  nuts: 'frutta a guscio',
  celery: 'sedano',
  mustard: 'senape',
  'sesame-seeds': 'sesamo',
  'sulphur-dioxide-and-sulphites': 'solfiti',
  lupin: 'lupini',
  molluscs: 'molluschi',
};

export function annexIIAllergen(written: string): AnnexIIAllergen | null {
  const plain = written
    .trim()
    .toLowerCase()
    .replace(/^[a-z]{2}:/, '');
  if ((ANNEX_II_ALLERGENS as readonly string[]).includes(plain)) return plain as AnnexIIAllergen;
  if (OFF_TAGS[plain]) return OFF_TAGS[plain];
  const named = allergensNamedIn(plain);
  return named.length === 1 ? named[0]! : null;
}
