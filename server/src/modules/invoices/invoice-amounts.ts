import type { InvoiceLine, InvoiceSummary } from '@spesa/contracts';

/** A line as charged: its VAT-inclusive amount, as the shop's prices are. */
export interface GrossLine {
  description: string;
  um: 'KG' | 'PZ';
  quantityMilli: number;
  grossCents: number;
  vatRate: number;
}

/**
 * The nature of a 0 % line (SdI 00400): N4, 'esenti', the case of the goods a grocery sells
 * without VAT. No product of the demo catalogue is at 0 %.
 */
export const ZERO_RATE_NATURE = 'N4';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** VAT out of a gross amount, to the nearest cent: round(gross x 100 / (100 + rate)). */
function taxableOf(grossCents: number, rate: number): number {
  const den = 100 + rate;
  return Math.floor((grossCents * 200 + den) / (2 * den));
}

/**
 * Splits a rate's gross lines into taxable amounts that add up to the taxable amount of their
 * total (the largest-remainder method), so the summary's taxable plus its tax is exactly what
 * was charged, and its tax is within the cent SdI allows of taxable x rate (00421).
 */
function splitRate(lines: readonly GrossLine[], rate: number): number[] {
  const den = 100 + rate;
  const floors = lines.map((l) => Math.floor((l.grossCents * 100) / den));
  const remainders = lines.map((l, i) => l.grossCents * 100 - (floors[i] ?? 0) * den);
  let left = taxableOf(sum(lines.map((l) => l.grossCents)), rate) - sum(floors);
  const order = remainders.map((r, i) => ({ r, i })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** The invoice's lines (in the given order) and one summary per rate, from what was charged. */
export function invoiceAmounts(lines: readonly GrossLine[]): {
  lines: InvoiceLine[];
  summaries: InvoiceSummary[];
  totalCents: number;
} {
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b);
  const taxable = new Map<GrossLine, number>();
  const summaries: InvoiceSummary[] = rates.map((rate) => {
    const group = lines.filter((l) => l.vatRate === rate);
    splitRate(group, rate).forEach((cents, i) => taxable.set(group[i] as GrossLine, cents));
    const gross = sum(group.map((l) => l.grossCents));
    const taxableCents = taxableOf(gross, rate);
    const nature = rate === 0 ? ZERO_RATE_NATURE : null;
    return { vatRate: rate, nature, taxableCents, vatCents: gross - taxableCents };
  });
  return {
    lines: lines.map((l) => ({
      description: l.description,
      um: l.um,
      quantityMilli: l.quantityMilli,
      taxableCents: taxable.get(l) ?? 0,
      vatRate: l.vatRate,
      nature: l.vatRate === 0 ? ZERO_RATE_NATURE : null,
    })),
    summaries,
    totalCents: sum(lines.map((l) => l.grossCents)),
  };
}

/** The VAT rate a product's vatConfigurationId names ('4', '10', '22'); 22 for anything else. */
export function vatRateOf(vatConfigurationId: string): number {
  const rate = Number(vatConfigurationId);
  return Number.isInteger(rate) && rate >= 0 && rate < 100 ? rate : 22;
}
