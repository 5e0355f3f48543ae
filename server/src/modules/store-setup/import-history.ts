import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceHistory } from '../../db/schema';

/** One price the store applied: a shelf price (no promotion) or an offer's, with its last day. */
export interface HistoryRow {
  productId: number;
  priceCents: number;
  validFrom: string;
  validTo: string | null;
  promotionId: number | null;
}

/** The store's price history of the products the file sets an offer on, for the dry run's reference. */
export async function historyOf(
  db: DbOrTx,
  storeId: number,
  productIds: number[],
): Promise<Map<number, HistoryRow[]>> {
  const out = new Map<number, HistoryRow[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({
      productId: priceHistory.productId,
      priceCents: priceHistory.priceCents,
      validFrom: priceHistory.validFrom,
      validTo: priceHistory.validTo,
      promotionId: priceHistory.promotionId,
    })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.storeId, storeId),
        sql`${priceHistory.productId} = any(${sql.param(productIds)}::int[])`,
      ),
    )
    .orderBy(priceHistory.validFrom, priceHistory.id);
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r]);
  return out;
}
