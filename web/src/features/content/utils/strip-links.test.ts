import { describe, expect, it } from 'vitest';
import { stripLinks } from './strip-links';

const tags = [
  { id: 'Bio', description: 'Bio' },
  { id: 'Senza_glutine', description: 'Senza glutine' },
];

describe('stripLinks', () => {
  it('starts with offers and own brand, then one link per tag', () => {
    const links = stripLinks(tags, { offers: 'In offerta', branded: 'A marchio' });
    expect(links.map((link) => link.label)).toEqual([
      'In offerta',
      'A marchio',
      'Bio',
      'Senza glutine',
    ]);
    expect(links[0]).toMatchObject({
      pathname: '/search',
      search: '?onlyPromotions=true',
      state: { searchInput: '', onlyPromotions: true },
    });
    expect(links[1]).toMatchObject({
      pathname: '/search',
      search: '?onlyBranded=true',
      state: { searchInput: '', onlyBranded: true },
    });
    expect(links[3]).toMatchObject({
      pathname: '/category/tag',
      search: '?tag=Senza_glutine',
      state: { tag: 'Senza_glutine', tagDescription: 'Senza glutine', isTag: true },
    });
  });
});
