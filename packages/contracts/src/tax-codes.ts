/**
 * Form and check character of Italian tax identifiers: the codice fiscale of a person
 * (16 characters, omocodia letters allowed) and the partita IVA (11 digits, Luhn-like).
 */

// prettier-ignore
const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

// Positions 7-8, 10-11 and 12-15 hold digits, or the omocodia letters LMNPQRSTUV in their place.
const TAX_CODE_SHAPE =
  /^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/;

export function taxCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15[i] ?? '';
    // Positions are counted from 1: odd positions sit at even indexes.
    sum += i % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function isValidTaxCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!TAX_CODE_SHAPE.test(code)) return false;
  return taxCodeCheckChar(code.slice(0, 15)) === code[15];
}

export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) sum += digit;
    else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVatNumber(value: string): boolean {
  const code = value.trim().replace(/^IT/i, '');
  if (!/^\d{11}$/.test(code) || code === '00000000000') return false;
  return vatCheckDigit(code.slice(0, 10)) === Number(code[10]);
}

/** A company's codice fiscale is its 11-digit number; a person's has 16 characters. */
export function isValidTaxCodeOrVat(value: string): boolean {
  return isValidTaxCode(value) || isValidVatNumber(value);
}
