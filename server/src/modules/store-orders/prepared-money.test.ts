import { describe, expect, it } from 'vitest';
import { preparedMoney, type PreparedLine } from './prepared-money';

const fees = { deliveryFeeCents: 390, bagsCents: 20 };
const line = (over: Partial<PreparedLine>): PreparedLine => ({
  um: 'PZ',
  priceCents: 300,
  operatorQuantityMilli: null,
  operatorTotalCents: null,
  ...over,
});

describe('preparedMoney', () => {
  it('sums the lines given, counting pieces and one per weighed line, plus the agreed fees', () => {
    const money = preparedMoney(fees, [
      line({ operatorQuantityMilli: 2000, operatorTotalCents: 500 }),
      line({ um: 'KG', priceCents: 1990, operatorQuantityMilli: 950, operatorTotalCents: 1701 }),
      line({ operatorQuantityMilli: 0, operatorTotalCents: 0 }),
      line({}),
    ]);
    expect(money).toEqual({
      // 2 × 3,00 € + 0,95 kg × 19,90 € (18,905 rounds to 18,91) at list price.
      operatorTotalCents: 600 + 1891,
      operatorNetTotalCents: 500 + 1701,
      operatorItemsCount: 3,
      operatorTotalToPayCents: 500 + 1701 + 390 + 20,
    });
  });

  it('owes nothing when no line could be given', () => {
    const money = preparedMoney(fees, [line({ operatorQuantityMilli: 0, operatorTotalCents: 0 })]);
    expect(money).toEqual({
      operatorTotalCents: 0,
      operatorNetTotalCents: 0,
      operatorItemsCount: 0,
      operatorTotalToPayCents: 0,
    });
  });
});
