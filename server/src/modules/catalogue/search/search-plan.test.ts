import { describe, expect, it } from 'vitest';
import type { WordCandidate } from './search-dictionary';
import { planSearch } from './search-plan';

const c = (term: number, kind: WordCandidate['kind'], word: string, likeness = 1) => ({
  term,
  kind,
  word,
  likeness,
});
const input = (...terms: string[]) => ({ terms, barcode: null });

describe('planSearch', () => {
  it('takes a catalogue word as typed, without completing it into other stems', () => {
    const plan = planSearch(
      input('pane'),
      [c(0, 'word', 'pane'), c(0, 'prefix', 'panettone')],
      'search',
    );
    expect(plan.query).toBe('(pane)');
    expect(plan.headWords).toEqual(['pane']);
  });

  it('reads a word of the same stem as the catalogue spells it for the head noun', () => {
    const plan = planSearch(input('mela'), [c(0, 'stem', 'mele')], 'search');
    expect(plan).toMatchObject({ query: '(mela)', headWords: ['mele'] });
  });

  it('completes a prefix while typing, the last word too when it is already a word', () => {
    const found = [c(0, 'prefix', 'prosciutto'), c(0, 'prefix', 'prosecco')];
    expect(planSearch(input('pros'), found, 'search').query).toBe('(prosciutto | prosecco)');
    const typing = planSearch(
      input('pan'),
      [c(0, 'word', 'pan'), c(0, 'prefix', 'pane')],
      'suggest',
    );
    expect(typing.query).toBe('(pan | pane)');
  });

  it('ranks a word being typed as its commonest completion only (issue 27.6)', () => {
    const found = [c(0, 'prefix', 'latte'), c(0, 'prefix', 'lattosio')];
    const typing = planSearch(input('latt'), found, 'suggest');
    expect(typing).toMatchObject({ query: '(latte | lattosio)', rankQuery: '(latte)' });
    const known = planSearch(input('latte'), [c(0, 'word', 'latte'), ...found], 'suggest');
    expect(known.rankQuery).toBe('(latte)');
    expect(planSearch(input('latt'), found, 'search').rankQuery).toBe('(latte | lattosio)');
  });

  it('meets compound and split spellings', () => {
    const split = planSearch(
      input('olio', 'extravergine'),
      [c(0, 'word', 'olio'), c(1, 'split', 'extra vergine')],
      'search',
    );
    expect(split.query).toBe('(olio) & ((extra & vergine))');
    const joined = planSearch(
      input('extra', 'vergine'),
      [c(0, 'word', 'extra'), c(1, 'word', 'vergine'), c(0, 'join', 'extravergine')],
      'search',
    );
    expect(joined.query).toBe('((extra) & (vergine) | extravergine)');
  });

  it('adds staff synonyms, phrases as all their words', () => {
    const plan = planSearch(
      input('crudo'),
      [c(0, 'word', 'crudo'), c(0, 'synonym', 'san daniele')],
      'search',
    );
    expect(plan.query).toBe('(crudo | (san & daniele))');
  });

  it('corrects a typo to the closest spellings only', () => {
    const found = [c(0, 'typo', 'parmigiano', 0.77), c(0, 'typo', 'parmigiana', 0.53)];
    const plan = planSearch(input('parmiggiano'), found, 'search');
    expect(plan).toMatchObject({
      query: '(parmigiano)',
      headWords: ['parmigiano'],
      corrected: true,
    });
  });

  it('searches an unknown word as typed, which then finds nothing', () => {
    expect(planSearch(input('qqzzxx'), [], 'search').query).toBe('(qqzzxx)');
  });
});
