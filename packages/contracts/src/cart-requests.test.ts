import { describe, expect, it } from 'vitest';
import { CartAbortRequest, CartOpenRequest, CartStoreRequest } from './cart-requests';
import { FreezeRequest } from './orders';

const open = { storeId: 1, deliveryMode: 'AT_HOME', terminalType: 'WEB', terminalId: 'web' };

describe('cart requests', () => {
  it("reads addressId '' as no address and keeps a number", () => {
    expect(CartOpenRequest.parse({ ...open, addressId: '' }).addressId).toBeUndefined();
    expect(CartOpenRequest.parse({ ...open, addressId: 7 }).addressId).toBe(7);
    expect(CartOpenRequest.safeParse({ ...open, addressId: 'x' }).success).toBe(false);
  });

  it('wants amount for pieces and weight for kilograms, not both', () => {
    const line = { cartId: 1, barcode: '8001234567890' };
    expect(CartStoreRequest.safeParse({ ...line, um: 'PZ', amount: 2 }).success).toBe(true);
    expect(CartStoreRequest.safeParse({ ...line, um: 'KG', weight: 0.5 }).success).toBe(true);
    expect(CartStoreRequest.safeParse({ ...line, um: 'KG', amount: 2 }).success).toBe(false);
    expect(CartStoreRequest.safeParse({ ...line, um: 'PZ', amount: 2, weight: 1 }).success).toBe(
      false,
    );
    expect(
      CartStoreRequest.safeParse({ ...line, um: 'PZ', amount: 2, preview: true }).success,
    ).toBe(false);
  });

  it('aborts a cart or an order, exactly one', () => {
    expect(CartAbortRequest.safeParse({ cartId: 1 }).success).toBe(true);
    expect(CartAbortRequest.safeParse({ orderId: 1 }).success).toBe(true);
    expect(CartAbortRequest.safeParse({}).success).toBe(false);
    expect(CartAbortRequest.safeParse({ cartId: 1, orderId: 2 }).success).toBe(false);
  });
});

describe('FreezeRequest', () => {
  const freeze = {
    cartId: 1,
    profileEmail: 'Anna@Example.it',
    profileMobilePhone: '333 123 4567',
    firstName: 'Anna',
    lastName: 'Rossi',
    timeSlotId: 9,
    paymentMode: 'CASH',
    invoice: false,
    billingAddressId: '',
    enableProductsReplacement: false,
  };

  it('normalises contact data and treats empty optional fields as absent', () => {
    const parsed = FreezeRequest.parse({ ...freeze, profileCard: '', notes: '  ' });
    expect(parsed).toMatchObject({
      profileEmail: 'anna@example.it',
      profileMobilePhone: '3331234567',
      profileCard: undefined,
      notes: undefined,
      billingAddressId: undefined,
      clientWeb: true,
    });
  });

  it('needs the substitution choice, a 10-digit mobile and a card of 13 digits from 02', () => {
    const withoutChoice = { ...freeze, enableProductsReplacement: undefined };
    expect(FreezeRequest.safeParse(withoutChoice).success).toBe(false);
    expect(FreezeRequest.safeParse({ ...freeze, profileMobilePhone: '33312345' }).success).toBe(
      false,
    );
    expect(FreezeRequest.safeParse({ ...freeze, profileCard: '0312345678901' }).success).toBe(
      false,
    );
    expect(FreezeRequest.safeParse({ ...freeze, profileCard: '0212345678901' }).success).toBe(true);
  });
});
