import type { WordCandidate } from './search-dictionary';
import type { SearchInput } from './search-terms';

/** What the ranked query needs: all plain words, so the tsquery text is always valid. */
export interface SearchPlan {
  /** Every term group must match: `(olio) & (extravergine | extra & vergine)`. */
  query: string;
  /** Any group matching: which shelves the search names. */
  anyQuery: string;
  /**
   * What a match is ranked on: the query itself, except that while typing the last term
   * counts as its commonest reading only ('latt' ranks as 'latte': a lactose-free milk must
   * not win by naming 'lattosio' too).
   */
  rankQuery: string;
  /** Words a product's head noun may equal to be named by the search. */
  headWords: string[];
  barcode: string | null;
  /** Typed terms read as other words (typos), for 'Forse cercavi' when nothing is found. */
  corrected: boolean;
}

export type PlanMode = 'search' | 'suggest';

const TYPO_MARGIN = 0.1;

const by = (found: WordCandidate[], i: number, kind: WordCandidate['kind']) =>
  found.filter((c) => c.term === i && c.kind === kind).map((c) => c.word);

const phrase = (words: string) => {
  const parts = words.split(' ').filter(Boolean);
  return parts.length > 1 ? `(${parts.join(' & ')})` : (parts[0] ?? '');
};

interface TermReading {
  alternatives: string[];
  head: string[];
  corrected: boolean;
}

/**
 * One term: a catalogue word (or a word of its stem) is taken as typed, never
 * completed into a longer stem ('pane' must not find 'panna'); a term glued
 * from two words also finds them apart; a term that is no word is completed
 * to the commonest words it starts, or else read as its closest spellings.
 * While typing (suggest) the last term is also completed.
 */
function readTerm(
  term: string,
  i: number,
  found: WordCandidate[],
  completeIt: boolean,
): TermReading {
  const word = by(found, i, 'word');
  const stem = by(found, i, 'stem');
  const splits = by(found, i, 'split').map(phrase);
  const prefix = by(found, i, 'prefix');
  const synonymWords = by(found, i, 'synonym');
  const synonyms = synonymWords.map(phrase);
  // A staff synonym outweighs a mere stem match: 'sugar' means zucchero, not 'sugo' (stem 'sug').
  const known = word.length > 0 || (stem.length > 0 && synonyms.length === 0);
  // Words under three letters are not in the dictionary: 'te' is searched as typed.
  if (known || term.length < 3) {
    return {
      alternatives: [term, ...(completeIt ? prefix : []), ...splits, ...synonyms],
      head: [
        ...(word.length > 0 || term.length < 3 ? [term] : stem),
        ...(completeIt ? prefix : []),
      ],
      corrected: false,
    };
  }
  if (splits.length > 0 || prefix.length > 0 || synonyms.length > 0) {
    return {
      alternatives: [...splits, ...prefix, ...synonyms],
      // A one-word synonym names the product as the typed word would ('milk': Latte …).
      head: [...prefix, ...synonymWords.filter((w) => !w.includes(' '))],
      corrected: false,
    };
  }
  // Only spellings about as close as the closest: 'parmiggiano' is parmigiano, not parmigiana.
  const typos = found.filter((c) => c.term === i && c.kind === 'typo');
  const best = Math.max(0, ...typos.map((c) => c.likeness));
  const typo = typos.filter((c) => c.likeness >= best - TYPO_MARGIN).map((c) => c.word);
  return typo.length > 0
    ? { alternatives: typo, head: typo, corrected: true }
    : { alternatives: [term], head: [], corrected: false };
}

/** The candidates with only the commonest completion of term `i` (none if it is a word). */
function commonestOnly(found: WordCandidate[], i: number): WordCandidate[] {
  const known = found.some((c) => c.term === i && (c.kind === 'word' || c.kind === 'stem'));
  const first = known ? undefined : found.find((c) => c.term === i && c.kind === 'prefix');
  return found.filter((c) => c.term !== i || c.kind !== 'prefix' || c === first);
}

function planGroups(input: SearchInput, found: WordCandidate[], mode: PlanMode) {
  const groups: string[] = [];
  const head = new Set<string>();
  let corrected = false;
  const last = input.terms.length - 1;
  for (let i = 0; i <= last; i++) {
    const term = input.terms[i]!;
    const reading = readTerm(term, i, found, mode === 'suggest' && i === last);
    reading.head.forEach((w) => head.add(w));
    corrected ||= reading.corrected;
    let group = reading.alternatives.join(' | ');
    // Two typed words that are one catalogue word ('extra vergine' → 'extravergine').
    const joined = by(found, i, 'join');
    if (joined.length > 0 && i < last) {
      const next = readTerm(
        input.terms[i + 1]!,
        i + 1,
        found,
        mode === 'suggest' && i + 1 === last,
      );
      group = `(${group}) & (${next.alternatives.join(' | ')}) | ${joined.join(' | ')}`;
      i++;
    }
    groups.push(`(${group})`);
  }
  return { groups, head, corrected };
}

export function planSearch(input: SearchInput, found: WordCandidate[], mode: PlanMode): SearchPlan {
  const { groups, head, corrected } = planGroups(input, found, mode);
  const last = input.terms.length - 1;
  const ranked =
    mode === 'suggest' && last >= 0
      ? planGroups(input, commonestOnly(found, last), mode).groups
      : groups;
  return {
    query: groups.join(' & '),
    anyQuery: groups.join(' | '),
    rankQuery: ranked.join(' & '),
    headWords: [...head],
    barcode: input.barcode,
    corrected,
  };
}
