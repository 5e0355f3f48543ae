import { describe, expect, it } from 'vitest';
import {
  chargedSubstituteCents,
  comparableUnitPrice,
  effectiveChoice,
  substitutionViolations,
  type SubstitutionContext,
  type SubstitutionFacts,
} from './substitution-rules';

const milk: SubstitutionFacts = {
  barcode: '8000000000001',
  contains: ['latte'],
  mayContain: [],
  tags: ['Bio'],
  comparableUnitCents: 150,
  comparableUnit: 'KG_L',
  unitCents: 75,
};
const similar: SubstitutionContext = { choice: 'SIMILAR', chosenBarcode: null, bandPercent: 30 };
const other = (changes: Partial<SubstitutionFacts>): SubstitutionFacts => ({
  ...milk,
  barcode: '8000000000002',
  ...changes,
});

describe('substitution rules (issue 30)', () => {
  it('allows a product with the same allergens, tags and a unit price in the band', () => {
    expect(substitutionViolations(milk, other({ comparableUnitCents: 195 }), similar)).toEqual([]);
    expect(substitutionViolations(milk, other({ comparableUnitCents: 105 }), similar)).toEqual([]);
  });

  it('refuses an allergen the ordered product had not, contained or as a trace', () => {
    expect(substitutionViolations(milk, other({ contains: ['latte', 'soia'] }), similar)).toEqual([
      'ADDS_ALLERGEN',
    ]);
    expect(
      substitutionViolations(milk, other({ mayContain: ['frutta a guscio'] }), similar),
    ).toEqual(['ADDS_ALLERGEN']);
  });

  it('accepts fewer allergens, and a trace of one the ordered product contained', () => {
    expect(substitutionViolations(milk, other({ contains: [] }), similar)).toEqual([]);
    expect(
      substitutionViolations(milk, other({ contains: [], mayContain: ['latte'] }), similar),
    ).toEqual([]);
  });

  it('refuses a product lacking a diet tag, and ignores tags that are no diet', () => {
    expect(substitutionViolations(milk, other({ tags: [] }), similar)).toEqual(['LACKS_DIET_TAG']);
    const local = { ...milk, tags: ['Territorio'] };
    expect(substitutionViolations(local, other({ tags: [] }), similar)).toEqual([]);
    const vegan = { ...milk, tags: ['Vegano', 'Senza_glutine'] };
    expect(substitutionViolations(vegan, other({ tags: ['Vegano'] }), similar)).toEqual([
      'LACKS_DIET_TAG',
    ]);
  });

  it('refuses a unit price outside the band, per piece when the labels do not compare', () => {
    expect(substitutionViolations(milk, other({ comparableUnitCents: 196 }), similar)).toEqual([
      'UNIT_PRICE_OUT_OF_BAND',
    ]);
    expect(substitutionViolations(milk, other({ comparableUnitCents: 104 }), similar)).toEqual([
      'UNIT_PRICE_OUT_OF_BAND',
    ]);
    const piece = other({ comparableUnit: 'PIECE', comparableUnitCents: 150, unitCents: 99 });
    expect(substitutionViolations(milk, piece, similar)).toEqual(['UNIT_PRICE_OUT_OF_BAND']);
    expect(substitutionViolations(milk, { ...piece, unitCents: 90 }, similar)).toEqual([]);
    const narrow = { ...similar, bandPercent: 10 };
    expect(substitutionViolations(milk, other({ comparableUnitCents: 170 }), narrow)).toEqual([
      'UNIT_PRICE_OUT_OF_BAND',
    ]);
  });

  it('refuses any substitute on a NONE line and any but the named one on a PRODUCT line', () => {
    const none: SubstitutionContext = { ...similar, choice: 'NONE' };
    expect(substitutionViolations(milk, other({}), none)).toEqual(['LINE_WANTS_NO_SUBSTITUTE']);
    const named: SubstitutionContext = {
      ...similar,
      choice: 'PRODUCT',
      chosenBarcode: '8000000000009',
    };
    expect(substitutionViolations(milk, other({}), named)).toEqual(['NOT_THE_CHOSEN_PRODUCT']);
    expect(substitutionViolations(milk, other({ barcode: '8000000000009' }), named)).toEqual([]);
  });

  it('names an allergen before the product the customer chose', () => {
    const named: SubstitutionContext = {
      ...similar,
      choice: 'PRODUCT',
      chosenBarcode: '8000000000009',
    };
    expect(substitutionViolations(milk, other({ mayContain: ['sesamo'] }), named)).toEqual([
      'ADDS_ALLERGEN',
      'NOT_THE_CHOSEN_PRODUCT',
    ]);
  });

  it('never lets a named product bring an allergen either', () => {
    const named: SubstitutionContext = {
      ...similar,
      choice: 'PRODUCT',
      chosenBarcode: '8000000000009',
    };
    const risky = other({ barcode: '8000000000009', mayContain: ['arachidi'] });
    expect(substitutionViolations(milk, risky, named)).toEqual(['ADDS_ALLERGEN']);
  });

  it('refuses the ordered product itself', () => {
    expect(substitutionViolations(milk, milk, similar)).toEqual(['SAME_PRODUCT']);
  });

  it("follows the order's yes/no when the line has no choice of its own", () => {
    expect(effectiveChoice(null, true)).toBe('SIMILAR');
    expect(effectiveChoice(null, false)).toBe('NONE');
    expect(effectiveChoice('PRODUCT', false)).toBe('PRODUCT');
    expect(effectiveChoice('NONE', true)).toBe('NONE');
  });

  it('caps the charge at the ordered line (price match)', () => {
    expect(chargedSubstituteCents(299, 349)).toBe(299);
    expect(chargedSubstituteCents(299, 250)).toBe(250);
  });

  it('compares per kg or litre when the label gives a content, else per piece', () => {
    expect(comparableUnitPrice('PZ', 150, 500)).toEqual({
      comparableUnitCents: 300,
      comparableUnit: 'KG_L',
      unitCents: 150,
    });
    expect(comparableUnitPrice('KG', 1290, null)).toEqual({
      comparableUnitCents: 1290,
      comparableUnit: 'KG_L',
      unitCents: 1290,
    });
    expect(comparableUnitPrice('PZ', 99, null)).toEqual({
      comparableUnitCents: 99,
      comparableUnit: 'PIECE',
      unitCents: 99,
    });
  });
});
