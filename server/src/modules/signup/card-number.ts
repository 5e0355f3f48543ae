import { randomInt } from 'node:crypto';
import { NEW_CARD_PREFIX } from '@spesa/contracts';
import { isValidEan13, toEan13 } from '../../seed/ean13';

/** A new card: '02', ten digits, and the EAN-13 check digit the tills verify when scanning it. */
export function cardNumberFrom(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits))
    throw new Error(`card body must be 10 digits, got '${tenDigits}'`);
  return toEan13(`${NEW_CARD_PREFIX}${tenDigits}`);
}

/** A random new card number; uniqueness is the caller's (the primary key decides). */
export function randomCardNumber(): string {
  const body = Array.from({ length: 10 }, () => String(randomInt(10))).join('');
  return cardNumberFrom(body);
}

export function isNewCardNumber(code: string): boolean {
  return code.startsWith(NEW_CARD_PREFIX) && isValidEan13(code);
}
