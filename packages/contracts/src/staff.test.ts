import { describe, expect, it } from 'vitest';
import { StaffItemRequest, StaffLoginRequest, StaffOrdersQuery } from './staff';

describe('staff payloads', () => {
  it('reads each item action with only its own fields', () => {
    expect(StaffItemRequest.parse({ action: 'PICK', operatorAmount: 0.95 })).toEqual({
      action: 'PICK',
      operatorAmount: 0.95,
    });
    expect(StaffItemRequest.parse({ action: 'UNAVAILABLE', operatorAmount: 3 })).toEqual({
      action: 'UNAVAILABLE',
    });
    expect(
      StaffItemRequest.parse({ action: 'SUBSTITUTE', barcode: '8099999000062', operatorAmount: 2 }),
    ).toMatchObject({ barcode: '8099999000062' });
    expect(StaffItemRequest.safeParse({ action: 'PICK', operatorAmount: 0 }).success).toBe(false);
    expect(StaffItemRequest.safeParse({ action: 'SUBSTITUTE', operatorAmount: 1 }).success).toBe(
      false,
    );
    expect(StaffItemRequest.safeParse({ action: 'DROP' }).success).toBe(false);
  });

  it('lower-cases the login e-mail and checks the queue’s date and ids', () => {
    expect(StaffLoginRequest.parse({ email: ' Admin@Spesa.it ', password: 'x' }).email).toBe(
      'admin@spesa.it',
    );
    expect(StaffOrdersQuery.parse({ date: '2026-11-25', slotId: '7' })).toEqual({
      date: '2026-11-25',
      slotId: 7,
    });
    expect(StaffOrdersQuery.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(StaffOrdersQuery.safeParse({ status: 'LOST' }).success).toBe(false);
  });
});
