/** What the repository needs to run one shopper's search. */
export interface SearchPlan {
  /** `term:* & term:*`: only letters and digits survive, so it is always valid tsquery syntax. */
  prefixQuery: string;
  /** Words long enough to carry trigrams; each must match as typed or as a close catalogue word. */
  fuzzyTerms: string[];
  /** Set when the text is a whole barcode, which then ranks first. */
  barcode: string | null;
}

const MAX_TERMS = 8;
const MIN_FUZZY_LENGTH = 3;

/**
 * Articles and prepositions: full-text search drops them itself, but typo
 * correction would demand a product containing "della".
 */
const STOPWORDS = new Set(
  (
    'il lo la i gli le un uno una di a da in con su per tra fra del dello della dei degli delle ' +
    'al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle ' +
    'sul sullo sulla sui sugli sulle e ed o'
  ).split(' '),
);

export function planSearch(q: string): SearchPlan | null {
  const terms = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const compact = q.trim();
  return {
    prefixQuery: terms.map((t) => `${t}:*`).join(' & '),
    fuzzyTerms: terms.filter((t) => t.length >= MIN_FUZZY_LENGTH && !STOPWORDS.has(t)),
    barcode: /^\d{8,14}$/.test(compact) ? compact : null,
  };
}
