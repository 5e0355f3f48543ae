import { describe, expect, it } from 'vitest';
import {
  announcedDiscountPercent,
  lowestPriceReference,
  referenceWindow,
  shiftIsoDate,
  type ReferenceInput,
} from './lowest-price';

const start = '2026-06-01';
const base: ReferenceInput = {
  promotionStart: start,
  kind: 'OFFER',
  perishable: false,
  shelf: [],
  offers: [],
};

describe('the 30-day reference price (art. 17-bis)', () => {
  it('the window is the 30 days before the first day of the reduction', () => {
    expect(referenceWindow(start)).toEqual({ first: '2026-05-02', last: '2026-05-31' });
    expect(shiftIsoDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes the lowest of a sequence of shelf prices inside the window', () => {
    const ref = lowestPriceReference({
      ...base,
      shelf: [
        { priceCents: 299, from: '2026-05-05' },
        { priceCents: 249, from: '2026-05-10' },
        { priceCents: 319, from: '2026-05-20' },
      ],
    });
    expect(ref).toEqual({ cents: 249, absence: null });
  });

  it('ignores a change older than 30 days, except the price in force at the window start', () => {
    const ref = lowestPriceReference({
      ...base,
      shelf: [
        { priceCents: 99, from: '2026-03-01' }, // replaced before the window: ignored
        { priceCents: 279, from: '2026-04-15' }, // in force on 2 May: counts
        { priceCents: 299, from: '2026-05-15' },
      ],
    });
    expect(ref).toEqual({ cents: 279, absence: null });
  });

  it('a change on the window first day ends the older price before the window', () => {
    const ref = lowestPriceReference({
      ...base,
      shelf: [
        { priceCents: 150, from: '2026-04-01' },
        { priceCents: 300, from: '2026-05-02' },
      ],
    });
    expect(ref).toEqual({ cents: 300, absence: null });
  });

  it('ignores prices set on or after the first day of the reduction', () => {
    const ref = lowestPriceReference({
      ...base,
      shelf: [
        { priceCents: 300, from: '2026-05-01' },
        { priceCents: 100, from: start },
      ],
    });
    expect(ref).toEqual({ cents: 300, absence: null });
  });

  it('counts an earlier offer that overlapped the window, not one that ended before it', () => {
    const ref = lowestPriceReference({
      ...base,
      shelf: [{ priceCents: 300, from: '2026-01-01' }],
      offers: [
        { priceCents: 150, from: '2026-04-01', to: '2026-05-01' },
        { priceCents: 229, from: '2026-04-25', to: '2026-05-02' },
      ],
    });
    expect(ref).toEqual({ cents: 229, absence: null });
  });

  it('a perishable product is exempt: no reference, the percentage from the previous price', () => {
    const ref = lowestPriceReference({
      ...base,
      perishable: true,
      shelf: [{ priceCents: 200, from: '2026-05-10' }],
    });
    expect(ref).toEqual({ cents: null, absence: 'PERISHABLE' });
    expect(announcedDiscountPercent(ref, 300, 240)).toBe(20);
  });

  it('launch prices and sottocosto are exempt', () => {
    const shelf = [{ priceCents: 200, from: '2026-05-10' }];
    expect(lowestPriceReference({ ...base, kind: 'LAUNCH', shelf }).absence).toBe('LAUNCH');
    expect(lowestPriceReference({ ...base, kind: 'BELOW_COST', shelf }).absence).toBe('BELOW_COST');
  });

  it('no price in the window gives no reference', () => {
    expect(lowestPriceReference(base)).toEqual({ cents: null, absence: 'NO_HISTORY' });
  });

  it('the percentage is computed from the reference, rounded down, never negative', () => {
    const ref = { cents: 249, absence: null } as const;
    expect(announcedDiscountPercent(ref, 299, 199)).toBe(20); // 50/249 = 20.08 %
    expect(announcedDiscountPercent(ref, 299, 249)).toBe(0);
    expect(announcedDiscountPercent(ref, 299, 260)).toBe(0);
  });
});
