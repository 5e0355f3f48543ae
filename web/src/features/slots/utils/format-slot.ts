import type { FirstSlot } from '@spesa/contracts';
import { dayLabel } from '@/shared/i18n/languages';

/** 'Martedì 24 novembre, 09:00-11:00': the slot line of the spec (day, from-to). */
export function formatSlot(slot: FirstSlot, language?: string): string {
  return `${dayLabel(slot, language)}, ${slot.validFrom}-${slot.validTo}`;
}
