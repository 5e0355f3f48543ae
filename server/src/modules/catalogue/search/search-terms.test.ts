import { describe, expect, it } from 'vitest';
import { readSearch } from './search-terms';

describe('readSearch', () => {
  it('folds case and accents and leaves articles and prepositions out', () => {
    expect(readSearch('Mozzarella  di Bufala')).toEqual({
      terms: ['mozzarella', 'bufala'],
      barcode: null,
    });
    expect(readSearch('Caffè all’orzo')?.terms).toEqual(['caffe', 'orzo']);
  });
  it('drops tsquery operators and punctuation', () => {
    expect(readSearch("caffe' & (moka) | !decaf:*")?.terms).toEqual(['caffe', 'moka', 'decaf']);
  });
  it('recognises a whole barcode', () => {
    expect(readSearch(' 8001234567890 ')?.barcode).toBe('8001234567890');
    expect(readSearch('1234567')?.barcode).toBeNull();
  });
  it('has nothing to search in punctuation alone', () => {
    expect(readSearch('&&!')).toBeNull();
    expect(readSearch('%_')).toBeNull();
  });
});
