import { comparableUnitPrice, DEFAULT_SUBSTITUTION_BAND_PERCENT } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import type { OrderedProduct } from './substitution-candidates';
import { productsById, type CandidateRow } from './substitution-facts';

/** The ordered product's allergens and tags from the catalogue, at the price the line paid. */
export function orderedAt(row: CandidateRow, unitCents: number): OrderedProduct {
  return {
    barcode: row.barcode,
    categoryId: row.categoryId,
    um: row.um,
    netContent: row.netContent,
    facts: { ...row.facts, ...comparableUnitPrice(row.um, unitCents, row.netContent) },
  };
}

/**
 * An order line's product as the rules compare it: the catalogue's declarations, the price of
 * the order. Undefined when the product has left the catalogue: nothing can then be checked.
 */
export async function orderedProductOfLine(
  db: DbOrTx,
  storeId: number,
  today: string,
  line: { productId: number | null; netPriceCents: number },
): Promise<OrderedProduct | undefined> {
  if (line.productId === null) return undefined;
  const [row] = await productsById(db, storeId, [line.productId], today);
  return row ? orderedAt(row, line.netPriceCents) : undefined;
}

/** The store's unit-price band for substitutes, in percent. */
export async function storeBandPercent(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ band: stores.substitutionBandPercent })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.band ?? DEFAULT_SUBSTITUTION_BAND_PERCENT;
}
