import { MAX_INVOICE_PERIOD_DAYS, romeToday } from '@spesa/contracts';

export interface InvoicePeriod {
  from: string;
  to: string;
}

/** The current month so far: what the accountant asks for first. */
export function currentMonth(today = romeToday()): InvoicePeriod {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period the server takes (two days in order, at most a year apart), or null. */
export function validPeriod(from: string, to: string): InvoicePeriod | null {
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || from > to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days <= MAX_INVOICE_PERIOD_DAYS ? { from, to } : null;
}
