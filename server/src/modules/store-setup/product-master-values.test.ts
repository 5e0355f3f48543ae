import { describe, expect, it } from 'vitest';
import { fieldOf } from './product-master-columns';
import { productOf, type RawProduct } from './product-master-values';

const base: RawProduct = {
  barcode: '8000000000017',
  description: 'Yogurt intero',
  brand: 'Spesa',
  categoryId: '0603',
  vat: '4',
};

describe('product master columns and values (issue 31)', () => {
  it("reads Open Food Facts' column names and ours, whatever the case and separators", () => {
    expect(
      [
        'code',
        'product_name',
        'energy-kcal_100g',
        'saturated-fat_100g',
        'fiber_100g',
        'Net quantity',
        'traces',
      ].map(fieldOf),
    ).toEqual([
      'barcode',
      'description',
      'energyKcal',
      'saturatedFat',
      'fibre',
      'netQuantity',
      'allergensMayContain',
    ]);
    expect(fieldOf('nutriscore_grade')).toBeNull();
  });

  it("takes OFF's quantity, allergen tags and first brand; VAT as written", () => {
    const { product, errors } = productOf(
      {
        ...base,
        brand: 'Müller, Müller Italia',
        quantity: '6 x 125 g',
        allergensContains: 'en:milk',
        allergensMayContain: 'en:milk,en:nuts',
        vat: '4,00%',
        energyKcal: '61',
        salt: '0,1',
        fibre: '3,5',
      },
      2,
    );
    expect(errors).toEqual([]);
    expect(product).toMatchObject({
      brand: 'Müller',
      netQuantity: 750,
      netQuantityUnit: 'G',
      vat: '4',
      unit: 'PZ',
      umStep: 1,
      allergensContains: ['latte'],
      allergensMayContain: ['frutta a guscio'],
      nutrition: { energyKcal: 61, salt: 0.1, fibre: 3.5, fat: null },
    });
  });

  it('names every wrong field of a line', () => {
    const { product, errors } = productOf(
      {
        ...base,
        vat: '7',
        quantity: 'una confezione',
        allergensContains: 'cioccolato',
        unit: 'KG',
        fat: '3',
      },
      5,
    );
    expect(product).toBeNull();
    expect(errors.map((e) => e.field).sort()).toEqual(
      ['allergensContains', 'energyKcal', 'quantity', 'umStep', 'vat'].sort(),
    );
    expect(errors.every((e) => e.line === 5)).toBe(true);
  });
});
