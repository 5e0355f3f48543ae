import type { Choice, Format, ProductRow, ProductTemplate } from './product-templates/types';
import type { Rng } from './prng';

type SellingUnit = Pick<
  ProductRow,
  'um' | 'umStepMilli' | 'maxAmountMilli' | 'netContent' | 'netContentUnit' | 'pieceGrams'
>;

/**
 * Counters sell by weight in steps, with the average piece weight so the shop can say
 * "about 3 pieces"; packaged goods sell by piece and declare their net content so a
 * price per kilogram or litre can be shown.
 */
export function sellingUnit(
  t: ProductTemplate,
  item: Choice,
  variant: Choice | undefined,
  format: Format | undefined,
  rng: Rng,
): SellingUnit {
  if (t.byWeight) {
    return {
      um: 'KG',
      umStepMilli: t.byWeight.step,
      maxAmountMilli: (t.byWeight.maxKg ?? 5) * 1000,
      netContent: null,
      netContentUnit: null,
      pieceGrams: item.pieceGrams ?? variant?.pieceGrams ?? t.byWeight.pieceGrams ?? null,
    };
  }
  return {
    um: 'PZ',
    umStepMilli: 1000,
    maxAmountMilli: rng.pick([10, 12, 15, 20, 24, 30]) * 1000,
    netContent: format?.net ?? null,
    netContentUnit: format?.unit ?? null,
    pieceGrams: null,
  };
}

/** Bigger packs cost more, but less than in proportion. */
function formatFactor(template: ProductTemplate, format: Format | undefined): number {
  if (!format) return 1;
  if (format.factor !== undefined) return format.factor;
  const reference = template.formats?.[0]?.net;
  return format.net && reference ? (format.net / reference) ** 0.88 : 1;
}

/** Cents before rounding: the template range, scaled by item, variant and pack size. */
export function listPrice(
  t: ProductTemplate,
  item: Choice,
  variant: Choice | undefined,
  format: Format | undefined,
  rng: Rng,
): number {
  const [min, max] = t.price;
  return rng.int(min, max) * (item.price ?? 1) * (variant?.price ?? 1) * formatFactor(t, format);
}

/** Department and shelf names help search ('frutta' finds 'Mele Golden'). */
export function keywordsOf(...sources: string[]): string {
  const words = sources.join(' ').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].join(' ');
}
