import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { BarcodeAllocator } from './barcodes';
import { ean13CheckDigit, isValidEan13, toEan13 } from './ean13';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    // GS1's own example, the Wikipedia example, and an Italian 80 code worked by hand.
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('800123456788')).toBe(0);
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('accepts valid codes and rejects a wrong check digit or shape', () => {
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('8001234567880')).toBe(true);
    expect(isValidEan13('8001234567881')).toBe(false);
    expect(isValidEan13('800123456788')).toBe(false);
    expect(isValidEan13('80012345678A0')).toBe(false);
  });

  it('appends the check digit', () => {
    expect(toEan13('400638133393')).toBe('4006381333931');
    expect(() => toEan13('12345')).toThrow(/12 digits/);
  });
});

describe('BarcodeAllocator', () => {
  it('hands out unique, valid Italian codes, one company number per brand', () => {
    const allocator = new BarcodeAllocator(createRng(1));
    const codes = Array.from({ length: 5000 }, (_, i) =>
      allocator.next(i % 2 ? 'Barilla' : 'Spesa'),
    );
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^80\d{11}$/);
      expect(isValidEan13(code)).toBe(true);
    }
    const companies = (brandIndex: number) =>
      new Set(codes.filter((_, i) => i % 2 === brandIndex).map((c) => c.slice(2, 7)));
    expect(companies(0).size).toBe(1);
    expect(companies(1).size).toBe(1);
  });

  it('moves a brand to a new company number when its item numbers run out', () => {
    const allocator = new BarcodeAllocator(createRng(2));
    const codes = Array.from({ length: 60_000 }, () => allocator.next('Spesa'));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.map((c) => c.slice(2, 7))).size).toBeGreaterThan(1);
  });
});
