/*
 * Issue 30: when a product may stand in for an ordered one. One pure function, used by the
 * suggestions the customer picks from, by the staff's list of allowed substitutes and by the
 * picking endpoint, which refuses what it reports.
 */

/** A line's choice: no substitute, one the store chooses within the rules, or a named product. */
export const substitutionChoices = ['NONE', 'SIMILAR', 'PRODUCT'] as const;
export type SubstitutionChoice = (typeof substitutionChoices)[number];

/**
 * The diet tags a substitute must keep, as the catalogue names them (table `tags`): a gluten-free,
 * lactose-free, vegan or organic product is only replaced by one that is too.
 */
export const DIET_TAGS = ['Senza_glutine', 'Senza_lattosio', 'Vegano', 'Bio'] as const;

/** The store's unit-price band when it has not set one: ±30 % of the ordered unit price. */
export const DEFAULT_SUBSTITUTION_BAND_PERCENT = 30;

/** What the rules read of a product, as sold in the order's store. */
export interface SubstitutionFacts {
  barcode: string;
  /** Allergens declared as 'Contiene' and 'Potrebbe contenere'. */
  contains: readonly string[];
  mayContain: readonly string[];
  tags: readonly string[];
  /** Net price per kilogram or litre when the label gives a weight or volume, else per piece. */
  comparableUnitCents: number;
  comparableUnit: 'KG_L' | 'PIECE';
  /** Net price per piece (PZ) or per kilogram (KG), as the shelf sells it. */
  unitCents: number;
}

export type SubstitutionViolation =
  | 'LINE_WANTS_NO_SUBSTITUTE'
  | 'NOT_THE_CHOSEN_PRODUCT'
  | 'SAME_PRODUCT'
  | 'ADDS_ALLERGEN'
  | 'LACKS_DIET_TAG'
  | 'UNIT_PRICE_OUT_OF_BAND';

export interface SubstitutionContext {
  /** The line's effective choice (see `effectiveChoice`). */
  choice: SubstitutionChoice;
  /** The product the customer named, for a PRODUCT choice. */
  chosenBarcode: string | null;
  bandPercent: number;
}

/** A line without a choice of its own follows the order's yes/no of the checkout. */
export function effectiveChoice(
  lineChoice: SubstitutionChoice | null,
  orderAllowsSubstitutes: boolean,
): SubstitutionChoice {
  return lineChoice ?? (orderAllowsSubstitutes ? 'SIMILAR' : 'NONE');
}

/** Every allergen a product has or may have: a trace counts, for an allergic customer. */
const allergensOf = (p: SubstitutionFacts) => new Set([...p.contains, ...p.mayContain]);

/** Allergens the candidate brings that the ordered product neither contains nor may contain. */
export function addedAllergens(ordered: SubstitutionFacts, candidate: SubstitutionFacts): string[] {
  const had = allergensOf(ordered);
  return [...allergensOf(candidate)].filter((a) => !had.has(a));
}

/** Diet tags of the ordered product the candidate lacks. */
export function missingDietTags(
  ordered: SubstitutionFacts,
  candidate: SubstitutionFacts,
): string[] {
  const diet: readonly string[] = DIET_TAGS;
  return ordered.tags.filter((t) => diet.includes(t) && !candidate.tags.includes(t));
}

/**
 * Whether the candidate's unit price lies within ±band % of the ordered one: per kg or litre
 * when both labels give it, else the selling price per piece (or per kg) as it stands.
 */
export function withinPriceBand(
  ordered: SubstitutionFacts,
  candidate: SubstitutionFacts,
  bandPercent: number,
): boolean {
  const perContent = ordered.comparableUnit === candidate.comparableUnit;
  const was = perContent ? ordered.comparableUnitCents : ordered.unitCents;
  const is = perContent ? candidate.comparableUnitCents : candidate.unitCents;
  return Math.abs(is - was) * 100 <= was * bandPercent;
}

/**
 * Why `candidate` may not replace `ordered` on a line, in the order a refusal reports them;
 * an empty list means it may. The price match (never charged above the ordered line) is not a
 * reason to refuse: the charge is capped instead, by `chargedSubstituteCents`.
 */
export function substitutionViolations(
  ordered: SubstitutionFacts,
  candidate: SubstitutionFacts,
  ctx: SubstitutionContext,
): SubstitutionViolation[] {
  const found: SubstitutionViolation[] = [];
  if (ctx.choice === 'NONE') found.push('LINE_WANTS_NO_SUBSTITUTE');
  if (candidate.barcode === ordered.barcode) found.push('SAME_PRODUCT');
  // Safety first: an allergen or a lost diet is what a refusal names before anything else.
  if (addedAllergens(ordered, candidate).length > 0) found.push('ADDS_ALLERGEN');
  if (missingDietTags(ordered, candidate).length > 0) found.push('LACKS_DIET_TAG');
  if (ctx.choice === 'PRODUCT' && candidate.barcode !== ctx.chosenBarcode)
    found.push('NOT_THE_CHOSEN_PRODUCT');
  if (!withinPriceBand(ordered, candidate, ctx.bandPercent)) found.push('UNIT_PRICE_OUT_OF_BAND');
  return found;
}

/** Price match: a substitute is charged what it costs, never more than the ordered line. */
export function chargedSubstituteCents(orderedLineCents: number, substituteCents: number): number {
  return Math.min(orderedLineCents, substituteCents);
}

/**
 * The price per kilogram or litre a shopper compares on the shelf label; a piece with no net
 * content compares per piece. `unitCents` is per piece (PZ) or per kilogram (KG).
 */
export function comparableUnitPrice(
  um: 'KG' | 'PZ',
  unitCents: number,
  netContent: number | null,
): Pick<SubstitutionFacts, 'comparableUnitCents' | 'comparableUnit' | 'unitCents'> {
  if (um === 'KG') return { comparableUnitCents: unitCents, comparableUnit: 'KG_L', unitCents };
  if (netContent && netContent > 0)
    return {
      comparableUnitCents: Math.round((unitCents * 1000) / netContent),
      comparableUnit: 'KG_L',
      unitCents,
    };
  return { comparableUnitCents: unitCents, comparableUnit: 'PIECE', unitCents };
}
