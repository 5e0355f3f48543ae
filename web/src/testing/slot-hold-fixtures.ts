import type { SlotHold } from '@spesa/contracts';

/** A live hold of cart 7 with `secondsLeft` on the server's clock (issue 29). */
export function makeSlotHold(secondsLeft: number, overrides: Partial<SlotHold> = {}): SlotHold {
  const now = Date.now();
  return {
    cartId: '7',
    timeSlotId: '41',
    date: '2026-12-01',
    description: 'Martedì 1 dicembre',
    validFrom: '09:00',
    validTo: '11:00',
    status: 'ACTIVE',
    expiresAt: new Date(now + secondsLeft * 1000).toISOString(),
    serverNow: new Date(now).toISOString(),
    canExtend: true,
    ...overrides,
  };
}
