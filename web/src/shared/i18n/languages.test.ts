import { describe, expect, it } from 'vitest';
import { dayLabel, formatAmount } from './languages';

describe('formatAmount', () => {
  // Issue 27.10: 0,795 kg shown as '0,8 kg' beside 1,98 € did not add up (0,8 x 2,49 = 1,99).
  it('shows a prepared weight to the gram in Italian and English', () => {
    expect(formatAmount(0.795, 'it')).toBe('0,795');
    expect(formatAmount(1.005, 'it')).toBe('1,005');
    expect(formatAmount(0.795, 'en')).toBe('0.795');
    expect(formatAmount(0.75, 'it')).toBe('0,75');
    expect(formatAmount(2, 'it')).toBe('2');
  });
});

describe('dayLabel', () => {
  const friday = { date: '2026-11-27', description: 'Venerdì 27 novembre' };
  it("keeps the server's Italian label and names the day in English", () => {
    expect(dayLabel(friday, 'it')).toBe('Venerdì 27 novembre');
    expect(dayLabel(friday, 'en')).toBe('Friday 27 November');
  });
});
