import type { BuyAgainItem } from '@spesa/contracts';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/fixtures';
import { repeatAmount } from './repeat-amount';

const weighed = makeProduct({ um: 'KG', purchaseUm: 'KG', umStep: 0.25, maxAmount: 2 });
const bought = (over: Partial<BuyAgainItem>): BuyAgainItem => ({
  product: makeProduct({ maxAmount: 10 }),
  lastAmount: 3,
  lastUm: 'PZ',
  timesOrdered: 1,
  lastOrderedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('repeatAmount', () => {
  it('is the last quantity ordered, a weight to the gram', () => {
    expect(repeatAmount(bought({}))).toBe(3);
    expect(repeatAmount(bought({ product: weighed, lastUm: 'KG', lastAmount: 0.795 }))).toBe(0.795);
  });

  it('stays within the product’s minimum and maximum of today', () => {
    expect(repeatAmount(bought({ lastAmount: 40 }))).toBe(10);
    expect(repeatAmount(bought({ product: weighed, lastUm: 'KG', lastAmount: 0.1 }))).toBe(0.25);
  });

  it('starts from the minimum when the product is now sold in another unit', () => {
    expect(repeatAmount(bought({ product: weighed, lastUm: 'PZ', lastAmount: 3 }))).toBe(0.25);
  });
});
