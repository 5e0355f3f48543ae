import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PromotionKind, PromotionValueType } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { products, promotions, storeProducts } from '../../db/schema';

export interface KnownProduct {
  id: number;
  barcode: string;
  description: string;
  /** Off sale (issue 31): a store cannot list it until it is complete and put on sale. */
  active: boolean;
}

export interface ShelfRow {
  productId: number;
  priceCents: number;
  available: boolean;
  perishable: boolean;
}

export interface StorePromotion {
  id: number;
  productId: number;
  description: string;
  valueType: PromotionValueType;
  value: number;
  validFrom: string;
  validTo: string;
  kind: PromotionKind;
}

export interface NewStorePromotion {
  productId: number;
  priceCents: number;
  validFrom: string;
  validTo: string;
  kind: PromotionKind;
}

const DESCRIPTIONS: Record<PromotionKind, string> = {
  OFFER: 'Offerta del punto vendita',
  LAUNCH: 'Prezzo di lancio',
  BELOW_COST: 'Sottocosto',
};

/** Rows per statement: well below PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function productsByBarcode(db: DbOrTx, barcodes: string[]): Promise<KnownProduct[]> {
  if (barcodes.length === 0) return [];
  return db
    .select({
      id: products.id,
      barcode: products.barcode,
      description: products.description,
      active: products.active,
    })
    .from(products)
    .where(sql`${products.barcode} = any(${sql.param(barcodes)}::text[])`);
}

/** The store's rows of those products. */
export async function shelfRows(
  db: DbOrTx,
  storeId: number,
  productIds: number[],
): Promise<ShelfRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: storeProducts.productId,
      priceCents: storeProducts.priceCents,
      available: storeProducts.available,
      perishable: storeProducts.perishable,
    })
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.storeId, storeId),
        sql`${storeProducts.productId} = any(${sql.param(productIds)}::int[])`,
      ),
    );
}

/** The store's own offers on those products that have not ended; chain-wide offers are not the store's. */
export async function runningStorePromotions(
  db: DbOrTx,
  storeId: number,
  productIds: number[],
  today: string,
): Promise<StorePromotion[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: promotions.id,
      productId: promotions.productId,
      description: promotions.description,
      valueType: promotions.valueType,
      value: promotions.value,
      validFrom: promotions.validFrom,
      validTo: promotions.validTo,
      kind: promotions.kind,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.storeId, storeId),
        gte(promotions.validTo, today),
        sql`${promotions.productId} = any(${sql.param(productIds)}::int[])`,
      ),
    );
}

/**
 * One import of a store at a time: the second waits for the first to commit and then compares
 * the file with what the first wrote, so two uploads never interleave their changes.
 */
export async function lockStoreImports(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'), ${storeId})`);
}

export async function upsertShelf(db: DbOrTx, storeId: number, rows: ShelfRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insert(storeProducts)
      .values(part.map((r) => ({ storeId, ...r })))
      .onConflictDoUpdate({
        target: [storeProducts.storeId, storeProducts.productId],
        set: {
          priceCents: sql`excluded.price_cents`,
          available: sql`excluded.available`,
          perishable: sql`excluded.perishable`,
        },
      });
  }
}

export async function deletePromotions(db: DbOrTx, ids: number[]): Promise<void> {
  for (const part of chunks(ids)) await db.delete(promotions).where(inArray(promotions.id, part));
}

/** The store's offers as the till sets them: a fixed price for a period. */
export async function insertStorePromotions(
  db: DbOrTx,
  storeId: number,
  rows: NewStorePromotion[],
): Promise<void> {
  for (const part of chunks(rows)) {
    await db.insert(promotions).values(
      part.map((r) => ({
        productId: r.productId,
        storeId,
        description: DESCRIPTIONS[r.kind],
        valueType: 'FIXED_PRICE' as const,
        value: r.priceCents,
        validFrom: r.validFrom,
        validTo: r.validTo,
        kind: r.kind,
      })),
    );
  }
}
