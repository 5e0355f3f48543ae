import { describe, expect, it } from 'vitest';
import { formatSlot } from './format-slot';

describe('formatSlot', () => {
  it('reads description, then the time window', () => {
    const slot = {
      id: '3',
      description: 'Martedì 24 novembre',
      date: '2026-11-24',
      validFrom: '09:00',
      validTo: '11:00',
    };
    expect(formatSlot(slot)).toBe('Martedì 24 novembre, 09:00-11:00');
  });
});
