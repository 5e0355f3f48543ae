import { describe, expect, it } from 'vitest';
import { euro, quantity, slotText } from './mail-format';

describe('order mail formats', () => {
  it('writes euro amounts as each language does', () => {
    expect(euro(250, 'it')).toBe('2,50\u00a0€');
    expect(euro(250, 'en')).toBe('€2.50');
    expect(euro(123450, 'en')).toBe('€1,234.50');
    expect(euro(0, 'it')).toBe('0,00\u00a0€');
  });

  it('writes weights in grams below a kilogram and in kilograms from there', () => {
    expect(quantity(850, 'KG', 'it')).toBe('850 g');
    expect(quantity(1000, 'KG', 'it')).toBe('1 kg');
    expect(quantity(1250, 'KG', 'it')).toBe('1,25 kg');
    expect(quantity(1250, 'KG', 'en')).toBe('1.25 kg');
    expect(quantity(2005, 'KG', 'en')).toBe('2.005 kg');
  });

  it('counts pieces in each language', () => {
    expect(quantity(2000, 'PZ', 'it')).toBe('2 pz');
    expect(quantity(1000, 'PZ', 'it')).toBe('1 pz');
    expect(quantity(1000, 'PZ', 'en')).toBe('1 pc');
    expect(quantity(3000, 'PZ', 'en')).toBe('3 pcs');
  });

  it("names the slot's day and hours", () => {
    const slot = { date: '2026-11-27', from: '10:00:00', to: '12:30:00' };
    expect(slotText(slot, 'it')).toBe('venerdì 27 novembre, dalle 10:00 alle 12:30');
    expect(slotText(slot, 'en')).toBe('Friday 27 November, 10:00 to 12:30');
  });
});
