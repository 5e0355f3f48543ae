import { describe, expect, it } from 'vitest';
import {
  cardPrice,
  isDiscounted,
  previousCardPrice,
  stepQuantity,
  unitLabel,
} from './product-pricing';

describe('product pricing', () => {
  it('multiplies by umStep and rounds to the cent', () => {
    expect(cardPrice({ price: 3, netPrice: 12.99, umStep: 0.15 })).toBe(1.95);
    expect(previousCardPrice({ price: 14.99, netPrice: 12.99, umStep: 0.15 })).toBe(2.25);
    expect(cardPrice({ price: 0.1 + 0.2, netPrice: 0.1 + 0.2, umStep: 1 })).toBe(0.3);
  });

  it('ignores float noise when looking for a discount', () => {
    expect(isDiscounted({ price: 0.3, netPrice: 0.1 + 0.2 })).toBe(false);
    expect(isDiscounted({ price: 1.29, netPrice: 0.99 })).toBe(true);
  });

  it('writes units and weighed steps the way shoppers read them', () => {
    expect(unitLabel('KG')).toBe('kg');
    expect(unitLabel('LT')).toBe('l');
    expect(unitLabel('m')).toBe('m');
    expect(stepQuantity(0.25, 'it-IT')).toBe('250 g');
    expect(stepQuantity(1.5, 'it-IT')).toBe('1,5 kg');
    expect(stepQuantity(1, 'en-GB')).toBe('1 kg');
  });
});
