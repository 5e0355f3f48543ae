import { describe, expect, it } from 'vitest';
import {
  hasValidCheckDigit,
  parseAvailable,
  parseBarcode,
  parseDay,
  parsePriceCents,
} from './import-values';

const value = <T>(cell: { ok: true; value: T } | { ok: false; message: string }) =>
  cell.ok ? cell.value : `error: ${cell.message}`;

describe('import cells', () => {
  it('reads prices with a decimal comma or point, thousands and the euro sign', () => {
    expect(
      ['1,99', '1.99', '2', '2,5', '€ 3,10', '1.234,56', '12.345'].map((p) =>
        value(parsePriceCents(p)),
      ),
    ).toEqual([199, 199, 200, 250, 310, 123_456, 1_234_500]);
    for (const bad of ['', 'abc', '1,999', '-1', '0,00', '1,2,3', '100000,00'])
      expect(parsePriceCents(bad).ok, bad).toBe(false);
  });

  it('reads Italian and ISO days, never a day that does not exist', () => {
    expect(value(parseDay('05/03/2026'))).toBe('2026-03-05');
    expect(value(parseDay('5-3-2026'))).toBe('2026-03-05');
    expect(value(parseDay('2026-03-05'))).toBe('2026-03-05');
    expect(value(parseDay('29/02/2028'))).toBe('2028-02-29');
    for (const bad of ['31/02/2026', '29/02/2027', '2026/03/05', '05/13/2026', 'domani'])
      expect(parseDay(bad).ok, bad).toBe(false);
  });

  it('reads the availability flag, empty meaning available', () => {
    expect(
      ['', '1', 'S', 'sì', 'true', '0', 'N', 'no'].map((a) => value(parseAvailable(a))),
    ).toEqual([true, true, true, true, true, false, false, false]);
    expect(parseAvailable('forse').ok).toBe(false);
  });

  it('takes 8 to 14 digits as a barcode and knows a GTIN check digit', () => {
    expect(value(parseBarcode(' 8001234567890 '))).toBe('8001234567890');
    expect(parseBarcode('800123').ok).toBe(false);
    expect(parseBarcode('80012345678x0').ok).toBe(false);
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('96385074')).toBe(true);
  });
});
