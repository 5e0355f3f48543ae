import {
  substitutionViolations,
  type SubstitutionChoice,
  type SubstitutionFacts,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { productsByBarcode, shelfOf, type CandidateRow } from './substitution-facts';

/** How many suggestions a customer or an operator is shown: a short list to pick from. */
export const SUGGESTIONS_LIMIT = 5;

/** What is known of the product a line ordered, at the price the line compares with. */
export interface OrderedProduct {
  barcode: string;
  categoryId: string;
  um: 'KG' | 'PZ';
  netContent: number | null;
  facts: SubstitutionFacts;
}

/**
 * A similar size: packs within half to twice the ordered content, a weighed product for a
 * weighed one, a piece without content for a piece without content.
 */
export function similarSize(ordered: OrderedProduct, candidate: CandidateRow): boolean {
  if (ordered.um === 'KG' || candidate.um === 'KG') return ordered.um === candidate.um;
  if (ordered.netContent && candidate.netContent)
    return (
      candidate.netContent * 2 >= ordered.netContent &&
      candidate.netContent <= ordered.netContent * 2
    );
  return !ordered.netContent && !candidate.netContent;
}

const passes = (ordered: OrderedProduct, c: CandidateRow, bandPercent: number) =>
  c.available &&
  substitutionViolations(ordered.facts, c.facts, {
    choice: 'SIMILAR',
    chosenBarcode: null,
    bandPercent,
  }).length === 0;

/**
 * The shelf's products that may stand in for `ordered` in a store today: same subcategory,
 * similar size, and every rule passed; the closest unit price first.
 */
export async function similarSubstitutes(
  db: DbOrTx,
  storeId: number,
  today: string,
  ordered: OrderedProduct,
  bandPercent: number,
): Promise<CandidateRow[]> {
  const shelf = await shelfOf(db, storeId, ordered.categoryId, today);
  const target = ordered.facts.comparableUnitCents;
  return shelf
    .filter((c) => passes(ordered, c, bandPercent) && similarSize(ordered, c))
    .sort(
      (a, b) =>
        Math.abs(a.facts.comparableUnitCents - target) -
          Math.abs(b.facts.comparableUnitCents - target) ||
        a.description.localeCompare(b.description),
    )
    .slice(0, SUGGESTIONS_LIMIT);
}

/** The named product when it is sold, available and passes the rules; else none. */
export async function chosenSubstitute(
  db: DbOrTx,
  storeId: number,
  today: string,
  ordered: OrderedProduct,
  barcode: string | null,
  bandPercent: number,
): Promise<CandidateRow | undefined> {
  if (!barcode) return undefined;
  const [row] = await productsByBarcode(db, storeId, [barcode], today);
  return row && passes(ordered, row, bandPercent) ? row : undefined;
}

/**
 * What a line may be replaced with, as the picking screen offers it: nothing for NONE, only
 * the named product for PRODUCT, the similar shelf for SIMILAR.
 */
export async function allowedSubstitutes(
  db: DbOrTx,
  storeId: number,
  today: string,
  ordered: OrderedProduct,
  line: { choice: SubstitutionChoice; chosenBarcode: string | null; bandPercent: number },
): Promise<{ rows: CandidateRow[]; chosen: string | null }> {
  if (line.choice === 'NONE') return { rows: [], chosen: null };
  if (line.choice === 'PRODUCT') {
    const named = await chosenSubstitute(
      db,
      storeId,
      today,
      ordered,
      line.chosenBarcode,
      line.bandPercent,
    );
    return { rows: named ? [named] : [], chosen: line.chosenBarcode };
  }
  return {
    rows: await similarSubstitutes(db, storeId, today, ordered, line.bandPercent),
    chosen: null,
  };
}
