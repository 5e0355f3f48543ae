import { describe, expect, it } from 'vitest';
import { missingParticulars, type ParticularsInput } from './product-completeness';

const complete: ParticularsInput = {
  food: true,
  um: 'PZ',
  legalName: 'Pasta di semola di grano duro',
  ingredients: 'Semola di grano duro, acqua.',
  netContent: 500,
  netCount: null,
  storage: 'Conservare in luogo fresco e asciutto.',
  operatorName: 'Spesa Società Cooperativa',
  operatorAddress: 'Via dell’Industria 12, 40138 Bologna (BO)',
  country: 'Italia',
  nutrition: [{ name: 'Energia', value: '1500 kJ / 355 kcal' }],
};

describe('missingParticulars (Reg. 1169/2011 art. 9 and 14)', () => {
  it('finds nothing missing in a complete food', () => {
    expect(missingParticulars(complete)).toEqual([]);
  });

  it('names every particular a food lacks, blank text counting as missing', () => {
    expect(
      missingParticulars({
        ...complete,
        legalName: ' ',
        ingredients: null,
        netContent: null,
        storage: '',
        operatorAddress: null,
        country: null,
        nutrition: [],
      }),
    ).toEqual([
      'legalName',
      'ingredients',
      'netQuantity',
      'storage',
      'operator',
      'origin',
      'nutrition',
    ]);
  });

  it('asks no net quantity of a weighed product, and takes a count for a packet sold by number', () => {
    expect(missingParticulars({ ...complete, um: 'KG', netContent: null })).toEqual([]);
    expect(missingParticulars({ ...complete, netContent: null, netCount: 6 })).toEqual([]);
  });

  it('asks nothing of a non-food product', () => {
    expect(
      missingParticulars({ ...complete, food: false, ingredients: null, nutrition: null }),
    ).toEqual([]);
  });
});
