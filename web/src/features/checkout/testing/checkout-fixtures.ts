import type { Slot, SlotDay } from '@spesa/contracts';
import type { CheckoutContact } from '../state/checkout-store';

/** Ten days from Monday 23 November 2026; the first is closed, the rest open. */
export function makeSlotDays(): SlotDay[] {
  return Array.from({ length: 10 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 23 + index));
    return {
      date: date.toISOString().slice(0, 10),
      weekDay: date.getUTCDay() + 1,
      description: `Giorno ${index + 1}`,
      available: index !== 0,
    };
  });
}

export function makeSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: '501',
    date: '2026-11-24',
    weekDay: 3,
    validFrom: '09:00',
    validTo: '11:00',
    available: true,
    ...overrides,
  };
}

export function makeContact(overrides: Partial<CheckoutContact> = {}): CheckoutContact {
  return {
    profileEmail: 'giulia.bianchi@example.it',
    profileMobilePhone: '3331234567',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    invoice: false,
    ...overrides,
  };
}
