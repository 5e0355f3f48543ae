import { describe, expect, it } from 'vitest';
import { amountFieldText, parsePickedAmount } from './picked-amount';

describe('parsePickedAmount', () => {
  it('reads a weight with a comma or a point, to the gram', () => {
    expect(parsePickedAmount('0,45', 'KG')).toBe(0.45);
    expect(parsePickedAmount(' 1.234 ', 'KG')).toBe(1.234);
    expect(parsePickedAmount('0,4567', 'KG')).toBeNull();
  });

  it('takes only whole pieces', () => {
    expect(parsePickedAmount('3', 'PZ')).toBe(3);
    expect(parsePickedAmount('2,5', 'PZ')).toBeNull();
  });

  it('refuses nothing, negatives and words', () => {
    for (const text of ['', '0', '-1', 'due', '1,2,3']) {
      expect(parsePickedAmount(text, 'KG')).toBeNull();
    }
  });
});

describe('amountFieldText', () => {
  it('writes the decimal comma in Italian only', () => {
    expect(amountFieldText(0.5, 'it')).toBe('0,5');
    expect(amountFieldText(0.5, 'en')).toBe('0.5');
    expect(amountFieldText(3, 'it')).toBe('3');
  });
});
