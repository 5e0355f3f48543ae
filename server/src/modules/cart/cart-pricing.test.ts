import { describe, expect, it } from 'vitest';
import { cartMoney, rowCents, type FeeRule, type MoneyLine } from './cart-pricing';

const HOME: FeeRule = {
  deliveryFeeCents: 490,
  feeFreeThresholdCents: 7000,
  minNetTotalCents: 3000,
};

function line(um: 'PZ' | 'KG', quantityMilli: number, netCents: number, buyable = true): MoneyLine {
  return {
    row: { um, quantityMilli },
    buyable,
    rowCents: rowCents(netCents + 10, quantityMilli),
    rowNetCents: rowCents(netCents, quantityMilli),
  };
}

describe('rowCents', () => {
  it('multiplies by thousandths and rounds half up to the cent', () => {
    expect(rowCents(1790, 750)).toBe(1343); // 13,425 €
    expect(rowCents(1990, 750)).toBe(1493); // 14,925 €
    expect(rowCents(333, 1500)).toBe(500); // 4,995 €
    expect(rowCents(199, 250)).toBe(50); // 0,4975 €
    expect(rowCents(159, 3000)).toBe(477);
  });
});

describe('cartMoney', () => {
  it('owes nothing for an empty cart, not even the fee', () => {
    expect(cartMoney([], HOME)).toEqual({
      totalCents: 0,
      netTotalCents: 0,
      itemsCount: 0,
      quantityMilli: 0,
      bags: 0,
      bagsCents: 0,
      deliveryFeeCents: 0,
      totalToPayCents: 0,
    });
  });

  it('counts pieces and one item per weighed line, and one bag per ten of them', () => {
    const money = cartMoney([line('PZ', 3000, 159), line('KG', 750, 1790)], HOME);
    expect(money).toMatchObject({
      itemsCount: 4,
      quantityMilli: 3750,
      bags: 1,
      netTotalCents: 1820,
    });
    expect(money.totalToPayCents).toBe(1820 + 490);
  });

  it('leaves unbuyable lines out of every figure', () => {
    const money = cartMoney([line('PZ', 2000, 100), line('PZ', 50_000, 100, false)], HOME);
    expect(money).toMatchObject({ netTotalCents: 200, itemsCount: 2, bags: 1, bagsCents: 0 });
  });

  it('waives the fee from the threshold, never when there is none', () => {
    expect(cartMoney([line('PZ', 1000, 7000)], HOME).deliveryFeeCents).toBe(0);
    expect(cartMoney([line('PZ', 1000, 6999)], HOME).deliveryFeeCents).toBe(490);
    const never = { ...HOME, feeFreeThresholdCents: null };
    expect(cartMoney([line('PZ', 1000, 99_999)], never).deliveryFeeCents).toBe(490);
  });

  it('charges the bags beyond four and adds them to the total to pay', () => {
    const money = cartMoney([line('PZ', 45_000, 100), line('KG', 5_500, 1000)], HOME);
    expect(money).toMatchObject({ bags: 6, bagsCents: 200, netTotalCents: 4500 + 5500 });
    expect(money.totalToPayCents).toBe(10_000 + 0 + 200);
  });
});
