/** A shopper's search text, read the way the catalogue's words are stored. */
export interface SearchInput {
  /** Lower-case, accents removed, only letters a-z and digits: always safe in a tsquery. */
  terms: string[];
  /** Set when the text is a whole barcode, which then ranks first. */
  barcode: string | null;
}

const MAX_TERMS = 8;

/**
 * Articles and prepositions: full-text search drops them itself, but the word
 * lookups would try to correct or complete 'della'. Elided forms ('all’uovo')
 * leave 'all', 'dell', 'l' behind.
 */
const STOPWORDS = new Set(
  (
    'il lo la i gli le un uno una di a da in con su per tra fra del dello della dei degli delle ' +
    'al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle ' +
    'sul sullo sulla sui sugli sulle e ed o l d all dall dell nell sull'
  ).split(' '),
);

/** 'Caffè' → 'caffe', as `spesa_unaccent(lower(...))` stores it. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text as search compares them, stop words left out. */
export function searchWords(text: string): string[] {
  return (foldText(text).match(/[a-z0-9]+/g) ?? []).filter((t) => !STOPWORDS.has(t));
}

export function readSearch(q: string): SearchInput | null {
  const terms = searchWords(q).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const compact = q.trim();
  return { terms, barcode: /^\d{8,14}$/.test(compact) ? compact : null };
}
