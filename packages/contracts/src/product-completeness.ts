import type { Unit } from './enums';

/**
 * The particulars of Reg. (EU) 1169/2011 art. 9 that art. 14 requires before a distance sale
 * concludes, as the cooperative applies them: every food states them all (origin and storage
 * too, which the Regulation asks 'where required': the cooperative always states them). The
 * durability date is on the pack the shopper receives, so it is not a master particular.
 */
export const MANDATORY_PARTICULARS = [
  'legalName',
  'ingredients',
  'netQuantity',
  'storage',
  'operator',
  'origin',
  'nutrition',
] as const;
export type MandatoryParticular = (typeof MANDATORY_PARTICULARS)[number];

export interface ParticularsInput {
  food: boolean;
  um: Unit;
  legalName: string | null;
  ingredients: string | null;
  netContent: number | null;
  netCount: number | null;
  storage: string | null;
  operatorName: string | null;
  operatorAddress: string | null;
  country: string | null;
  nutrition: readonly unknown[] | null;
}

const blank = (value: string | null): boolean => value === null || value.trim() === '';

/**
 * The mandatory particulars a product lacks; none for a non-food product. A product sold by
 * weight (KG) has its net quantity weighed at the till, so it needs none in the master data;
 * a packet sold by number states how many items it holds (Annex IX 1(e)).
 */
export function missingParticulars(p: ParticularsInput): MandatoryParticular[] {
  if (!p.food) return [];
  const missing: Record<MandatoryParticular, boolean> = {
    legalName: blank(p.legalName),
    ingredients: blank(p.ingredients),
    netQuantity:
      p.um === 'PZ' && !(p.netContent && p.netContent > 0) && !(p.netCount && p.netCount > 0),
    storage: blank(p.storage),
    operator: blank(p.operatorName) || blank(p.operatorAddress),
    origin: blank(p.country),
    nutrition: !p.nutrition || p.nutrition.length === 0,
  };
  return MANDATORY_PARTICULARS.filter((particular) => missing[particular]);
}
