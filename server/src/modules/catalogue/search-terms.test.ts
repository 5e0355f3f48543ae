import { describe, expect, it } from 'vitest';
import { planSearch } from './search-terms';

describe('planSearch', () => {
  it('makes every word a prefix, joined by AND', () => {
    expect(planSearch('Mozzarella  di Bufala')).toEqual({
      prefixQuery: 'mozzarella:* & di:* & bufala:*',
      fuzzyTerms: ['mozzarella', 'bufala'],
      barcode: null,
    });
  });
  it('drops tsquery operators and punctuation', () => {
    const plan = planSearch("caffe' & (moka) | !decaf:*");
    expect(plan?.prefixQuery).toBe('caffe:* & moka:* & decaf:*');
  });
  it('keeps accented letters for the database to fold', () => {
    expect(planSearch('Caffè')?.prefixQuery).toBe('caffè:*');
  });
  it('recognises a whole barcode', () => {
    expect(planSearch(' 8001234567890 ')?.barcode).toBe('8001234567890');
    expect(planSearch('1234567')?.barcode).toBeNull();
  });
  it('leaves short words to full-text search', () => {
    expect(planSearch('uova 6 bio')?.fuzzyTerms).toEqual(['uova', 'bio']);
  });
  it('has nothing to search in punctuation alone', () => {
    expect(planSearch('&&!')).toBeNull();
  });
});
