import { describe, expect, it } from 'vitest';
import {
  isValidTaxCode,
  isValidTaxCodeOrVat,
  isValidVatNumber,
  taxCodeCheckChar,
} from './tax-codes';

describe('codice fiscale', () => {
  it('accepts a code whose check character matches', () => {
    expect(isValidTaxCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidTaxCode(' rssmra85t10a562s ')).toBe(true);
    expect(taxCodeCheckChar('RSSMRA85T10A562')).toBe('S');
  });

  it('refuses a wrong check character, a bad shape or a wrong month letter', () => {
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A56')).toBe(false);
    expect(isValidTaxCode('RSSMRA85Z10A562S')).toBe(false);
  });

  it('accepts omocodia letters in place of digits', () => {
    const first15 = 'RSSMRA85T10A56N';
    expect(isValidTaxCode(first15 + taxCodeCheckChar(first15))).toBe(true);
  });
});

describe('partita IVA', () => {
  it('checks the last digit', () => {
    expect(isValidVatNumber('00743110157')).toBe(true);
    expect(isValidVatNumber('IT00743110157')).toBe(true);
    expect(isValidVatNumber('00743110158')).toBe(false);
    expect(isValidVatNumber('0074311015')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
  });

  it('is accepted where a company tax code may be given', () => {
    expect(isValidTaxCodeOrVat('00743110157')).toBe(true);
    expect(isValidTaxCodeOrVat('RSSMRA85T10A562S')).toBe(true);
    expect(isValidTaxCodeOrVat('12345')).toBe(false);
  });
});
