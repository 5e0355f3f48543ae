import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { lookupWords, type WordCandidate } from './search-dictionary';

/** Distinct typed searches remembered; each entry is a few dozen candidates. */
const MAX_SEARCHES = 5_000;

interface Dictionary {
  version: number;
  readings: LRUCache<string, WordCandidate[]>;
}

/** One per database handle: test apps in one process each have their own catalogue. */
const dictionaries = new WeakMap<Db, Dictionary>();

/**
 * The dictionary's readings of typed terms, kept per catalogue version: every
 * write to the words (products) or the synonyms moves the version on, so a
 * reading is reused only while the catalogue it was read from is current. A
 * shopper scrolling a search asks the same words once per page; only the
 * first page pays the lookup round trip. `version` is the one the request
 * read before any catalogue read (the guest cache's); a request holding an
 * older one reads afresh and keeps nothing, like the reply cache.
 */
export async function lookupWordsAt(
  db: Db,
  terms: readonly string[],
  version: number,
): Promise<WordCandidate[]> {
  let dictionary = dictionaries.get(db);
  if (!dictionary) {
    dictionary = { version, readings: new LRUCache({ max: MAX_SEARCHES }) };
    dictionaries.set(db, dictionary);
  }
  if (version > dictionary.version) {
    dictionary.readings.clear();
    dictionary.version = version;
  }
  const key = terms.join(' ');
  const kept = version === dictionary.version ? dictionary.readings.get(key) : undefined;
  if (kept) return kept;
  const found = await lookupWords(db, terms);
  if (version === dictionary.version) dictionary.readings.set(key, found);
  return found;
}
