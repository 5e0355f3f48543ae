import type { Db } from '../../../db/client';

/** How a catalogue word relates to a typed term. */
export type WordKind = 'word' | 'stem' | 'prefix' | 'split' | 'join' | 'synonym' | 'typo';

export type WordCandidate = {
  /** Index of the term in the search (0-based). */
  term: number;
  kind: WordKind;
  /** One catalogue word; two words separated by a space for a split or a synonym phrase. */
  word: string;
  /** A typo's similarity to the term (0 to 1); 1 for the other kinds. */
  likeness: number;
};

/** Completions per term: the most common words, so 'pa' offers pasta before papaya. */
const PREFIX_WORDS = 6;
/** 'mozarela' is 0.54 from mozzarella; the default 0.3 would turn 'pelati' into 'surgelati'. */
const TYPO_SIMILARITY = 0.5;

/**
 * Every way the catalogue's word dictionary (`search_words`, a few thousand
 * rows) and the staff's synonyms can read each term, in one round trip: the
 * word itself, words of the same Italian stem ('mela' → 'mele'), the commonest
 * completions of a prefix, two catalogue words the term is glued from
 * ('extravergine' → 'extra vergine'), a catalogue word two adjacent terms make
 * together, synonyms and close spellings. `search-plan.ts` picks among them.
 */
export async function lookupWords(db: Db, terms: readonly string[]): Promise<WordCandidate[]> {
  // Named, so each connection parses and plans it once.
  const result = await db.$client.query<WordCandidate>({
    name: 'search_word_lookup',
    text: LOOKUP,
    values: [terms],
  });
  return result.rows;
}

/*
 * Every probe of the dictionary is an index lookup per term (laterals with a
 * limit keep the planner from hashing the whole dictionary for the splits).
 */
const LOOKUP = `
  with t as materialized (
    select (i - 1)::int as i, term, spesa_stem(term) as stem
    from unnest($1::text[]) with ordinality as u(term, i)
  )
  select t.i as term, 'word' as kind, w.word, 1::real as likeness
    from t join search_words w on w.word = t.term
  union all
  select t.i, 'stem', w.word, 1 from t join search_words w on w.stem = t.stem
    where t.stem <> '' and w.word <> t.term
  union all
  select t.i, 'prefix', p.word, 1 from t cross join lateral (
      -- A byte-wise range ('~' sorts after a-z and 0-9) the text_pattern_ops index reads.
      select word from search_words
      where word ~>=~ t.term and word ~<~ (t.term || '~') and word <> t.term
      order by ndoc desc, word limit ${PREFIX_WORDS}
    ) p
  union all
  select t.i, 'split', s.a || ' ' || s.b, 1 from t cross join lateral (
      select left(t.term, k) as a, substr(t.term, k + 1) as b
      from generate_series(3, length(t.term) - 3) as k
    ) s
    cross join lateral (select 1 from search_words where word = s.a limit 1) as wa
    cross join lateral (select 1 from search_words where word = s.b limit 1) as wb
  union all
  select t.i, 'join', t.term || n.term, 1 from t join t n on n.i = t.i + 1
    cross join lateral (select 1 from search_words where word = t.term || n.term limit 1) as w
  union all
  select t.i, 'synonym', trim(phrase), 1 from t join search_synonyms s on s.term = t.term
    cross join unnest(string_to_array(s.synonyms, ',')) as phrase
    where trim(phrase) <> ''
  union all
  select t.i, 'typo', c.word, c.likeness from t cross join lateral (
      select word, similarity(word, t.term) as likeness from search_words
      where word % t.term and similarity(word, t.term) >= ${TYPO_SIMILARITY}
      order by similarity(word, t.term) desc, ndoc desc, word limit 3
    ) c
    where length(t.term) >= 3`;
