import type { FirstSlot } from '@spesa/contracts';

/** 'Martedì 24 novembre, 09:00-11:00': the slot line of the spec (description, from-to). */
export function formatSlot(slot: FirstSlot): string {
  return `${slot.description}, ${slot.validFrom}-${slot.validTo}`;
}
