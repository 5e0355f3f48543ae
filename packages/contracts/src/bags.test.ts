import { describe, expect, it } from 'vitest';
import { bagsFor, extraBagsCents, FREE_BAGS, MAX_BAGS } from './bags';

describe('bags', () => {
  it('needs none for nothing, one for anything up to ten units, then one per ten', () => {
    expect(bagsFor(0)).toBe(0);
    expect(bagsFor(250)).toBe(1);
    expect(bagsFor(10_000)).toBe(1);
    expect(bagsFor(10_001)).toBe(2);
    expect(bagsFor(100_000)).toBe(MAX_BAGS);
  });

  it('charges 1 € for each bag beyond the free four', () => {
    expect(extraBagsCents(FREE_BAGS)).toBe(0);
    expect(extraBagsCents(5)).toBe(100);
    expect(extraBagsCents(MAX_BAGS)).toBe(600);
  });
});
