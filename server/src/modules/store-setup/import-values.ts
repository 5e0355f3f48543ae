import type { PromotionKind } from '@spesa/contracts';
/** A value of a cell, or the Italian message saying why it is not one. */
export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };

const good = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = <T>(message: string): Cell<T> => ({ ok: false, message });

/** Up to 99.999,99 €: a till price above that is a typing slip, not a grocery price. */
const MAX_PRICE_CENTS = 9_999_999;

/**
 * Euros as tills write them: '1,99', '1.99', '1.234,56', '€ 2', '2,5'. A comma is the
 * decimal separator when present (points are then thousands); otherwise a point is.
 */
export function parsePriceCents(raw: string): Cell<number> {
  const text = raw.replace(/€/g, '').replace(/\s/g, '');
  if (text === '') return bad('prezzo mancante');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text))
    normalised = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(text)) normalised = text.replace(',', '.');
  else return bad(`prezzo non valido: '${raw.trim()}' (es. 1,99)`);
  const [units = '0', decimals = ''] = normalised.split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (cents <= 0) return bad('il prezzo deve essere maggiore di zero');
  if (cents > MAX_PRICE_CENTS) return bad('prezzo troppo alto');
  return good(cents);
}

function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** 'dd/mm/yyyy' (also with '-' or '.') as Italian tills write it, or ISO 'yyyy-mm-dd'. */
export function parseDay(raw: string): Cell<string> {
  const text = raw.trim();
  const italian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = italian
    ? [italian[3], italian[2], italian[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : null;
  const day = parts && realDate(Number(parts[0]), Number(parts[1]), Number(parts[2]));
  return day ? good(day) : bad(`data non valida: '${text}' (gg/mm/aaaa)`);
}

const YES = new Set(['1', 's', 'si', 'sì', 'y', 'yes', 'true', 'vero', 'x']);
const NO = new Set(['0', 'n', 'no', 'false', 'falso']);

/** The availability flag; an empty cell means available, as a line in the file is on sale. */
export function parseAvailable(raw: string): Cell<boolean> {
  const text = raw.trim().toLowerCase();
  if (text === '' || YES.has(text)) return good(true);
  if (NO.has(text)) return good(false);
  return bad(`valore non valido: '${raw.trim()}' (1/0 o S/N)`);
}

const PROMOTION_KINDS: Record<string, PromotionKind> = {
  '': 'OFFER',
  offerta: 'OFFER',
  lancio: 'LAUNCH',
  sottocosto: 'BELOW_COST',
};

/** The kind of an offer as the staff name it; launch prices and sottocosto are art. 17-bis exempt. */
export function parsePromotionKind(raw: string): Cell<PromotionKind> {
  const kind = PROMOTION_KINDS[raw.trim().toLowerCase()];
  return kind
    ? good(kind)
    : bad(`valore non valido: '${raw.trim()}' (offerta, lancio o sottocosto)`);
}

/** GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14): weights 3 and 1 alternate from the right. */
export function hasValidCheckDigit(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * 8 to 14 digits. The check digit is not required here: the catalogue decides which codes
 * exist (in-store codes need not carry one); it only explains why an unknown code is unknown.
 */
export function parseBarcode(raw: string): Cell<string> {
  const text = raw.trim();
  if (text === '') return bad('codice a barre mancante');
  if (!/^\d{8,14}$/.test(text))
    return bad(`codice a barre non valido: '${text}' (da 8 a 14 cifre)`);
  return good(text);
}
