import type { Unit } from '@spesa/contracts';

/**
 * What the operator typed in an amount field, as a number: '0,45' and '0.45' alike (an Italian
 * tablet keyboard gives a comma). Pieces must be whole, a weight is kept to the gram, as the
 * server records them; anything else is null, so the screen can say so before sending.
 */
export function parsePickedAmount(text: string, um: Unit): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (um === 'PZ') return Number.isInteger(value) ? value : null;
  const grams = Math.round(value * 1000);
  return Math.abs(value * 1000 - grams) < 1e-6 ? grams / 1000 : null;
}

/** The value an amount field starts from: what was recorded, else what was ordered. */
export function amountFieldText(amount: number, language: string | undefined): string {
  const text = String(amount);
  return language === 'it' ? text.replace('.', ',') : text;
}
