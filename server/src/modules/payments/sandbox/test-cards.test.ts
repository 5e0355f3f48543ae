import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid, parseExpiry, TEST_CARDS } from './test-cards';

describe('the sandbox test cards', () => {
  it('all pass the Luhn check, and a changed digit fails it', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('12345')).toBe(false);
  });

  it('names the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('OTHER');
  });

  it('reads MM/AA and MM/AAAA expiries, good through the month', () => {
    expect(parseExpiry('07/31')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry(' 7 / 2031 ')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
    expect(parseExpiry('0731')).toBeNull();
    const may2026 = new Date(Date.UTC(2026, 4, 31, 12));
    expect(isExpired({ month: 5, year: 2026 }, may2026)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, may2026)).toBe(true);
  });
});
