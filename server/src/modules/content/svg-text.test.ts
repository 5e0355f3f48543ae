import { describe, expect, it } from 'vitest';
import { escapeXml, stableHash, wrapText } from './svg-text';

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });
});

describe('wrapText', () => {
  it('wraps on words', () => {
    expect(wrapText('Mozzarella di bufala campana DOP', 16, 3)).toEqual([
      'Mozzarella di',
      'bufala campana',
      'DOP',
    ]);
  });
  it('ends with an ellipsis when the text does not fit', () => {
    const lines = wrapText('uno due tre quattro cinque sei sette otto', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines.every((l) => l.length <= 10)).toBe(true);
  });
  it('cuts a word longer than a line', () => {
    expect(wrapText('Supercalifragilistico', 8, 2)).toEqual(['Superca…']);
  });
  it('gives no lines for blank text', () => {
    expect(wrapText('   ', 10, 2)).toEqual([]);
  });
});

describe('stableHash', () => {
  it('is stable and spreads', () => {
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
  });
});
