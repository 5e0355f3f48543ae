import type { CardBrand } from '@spesa/contracts';

/**
 * The sandbox's documented test cards (README, 'Online card payments'). Any expiry in the
 * future and any 3-digit security code work with them; other numbers are refused, as a real
 * acquirer's test environment refuses real cards.
 */
export type TestCardBehaviour = 'APPROVE' | 'DECLINE_VERIFICATION' | 'EXPIRED' | 'DECLINE_PAYMENTS';

export const TEST_CARDS: Readonly<Record<string, TestCardBehaviour>> = {
  /** Visa: links and pays. */
  '4242424242424242': 'APPROVE',
  /** Mastercard: links and pays. */
  '5555555555554444': 'APPROVE',
  /** Refused by the issuer at the 0.01 € verification. */
  '4000000000000002': 'DECLINE_VERIFICATION',
  /** Reported expired by the issuer, whatever expiry is typed. */
  '4000000000000069': 'EXPIRED',
  /** Links, then every pre-authorisation is refused for insufficient funds. */
  '4000000000000341': 'DECLINE_PAYMENTS',
};

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'OTHER';
}

/** '12/30' or '12/2030' → month and full year; null when it is not a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}
