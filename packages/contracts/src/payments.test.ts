import { describe, expect, it } from 'vitest';
import { PaymentMethod, preauthorisationCents } from './payments';

describe('preauthorisationCents (spec 9: +10 %, rounded up to the cent)', () => {
  it.each([
    [1097, 1207],
    [1000, 1100],
    [999, 1099],
    [1, 2],
    [0, 0],
    [123456, 135802],
  ])('%i cents pre-authorise %i', (total, expected) => {
    expect(preauthorisationCents(total)).toBe(expected);
  });
});

describe('PaymentMethod', () => {
  it('is NONE or a card with brand, last four and expiry', () => {
    expect(PaymentMethod.parse({ paymentMethodType: 'NONE' })).toEqual({
      paymentMethodType: 'NONE',
    });
    const card = {
      paymentMethodType: 'ONLINE_CARD',
      brand: 'VISA',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    };
    expect(PaymentMethod.parse(card)).toEqual(card);
    expect(PaymentMethod.safeParse({ ...card, lastFour: '42' }).success).toBe(false);
  });
});
