import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { ITALY_NATION_ID, type LookupItem } from '@spesa/contracts';
import { foldText } from './fold-text';

// The package's Node entry registers every locale, its browser entry none: registering the one
// locale the shop answers in makes the names available whichever entry a bundler picks.
countries.registerLocale(
  createRequire(import.meta.url)('i18n-iso-countries/langs/it.json') as LocaleData,
);

const LANGUAGE = 'it';
/** With a search text the picker shows a short list; without one, every nation. */
export const MAX_NATIONS_FOUND = 30;

interface Nation extends LookupItem {
  words: string[];
}

let cached: readonly Nation[] | undefined;

/** Italy first (the shop's own country), then alphabetical in Italian. */
function allNations(): readonly Nation[] {
  if (cached) return cached;
  const names = countries.getNames(LANGUAGE);
  const byName = Object.entries(names)
    .filter(([id]) => id !== ITALY_NATION_ID)
    .sort(([, a], [, b]) => a.localeCompare(b, LANGUAGE));
  const italy: [string, string] = [ITALY_NATION_ID, names[ITALY_NATION_ID] ?? 'Italia'];
  cached = [italy, ...byName].map(([id, name]) => ({
    id,
    name,
    foreignNation: id !== ITALY_NATION_ID,
    words: foldText(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  }));
  return cached;
}

/** The Italian name of an ISO alpha-2 nation, or undefined for a code that is not a nation. */
export function nationName(id: string): string | undefined {
  return allNations().find((n) => n.id === id)?.name;
}

/** Nations whose name has a word starting with each word of q ('rep ceca' finds 'Repubblica Ceca'). */
export function findNations(q: string | undefined): LookupItem[] {
  const list = allNations();
  const wanted = q
    ? foldText(q)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
    : [];
  const found = wanted.length
    ? list
        .filter((n) => wanted.every((w) => n.words.some((word) => word.startsWith(w))))
        .slice(0, MAX_NATIONS_FOUND)
    : list;
  return found.map(({ id, name, foreignNation }) => ({ id, name, foreignNation }));
}
