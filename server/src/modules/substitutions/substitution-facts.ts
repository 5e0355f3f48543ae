import { comparableUnitPrice, type SubstitutionFacts } from '@spesa/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
import { mainCategory, netPriceCents, param, pricedColumns, subCategory } from '../catalogue';

/** A product as the rules and the suggestion lists read it, in one store, today. */
export interface CandidateRow {
  id: number;
  barcode: string;
  description: string;
  /** The uploaded photos' hashes (issue 31), for the suggestion's picture. */
  photos: string[];
  categoryId: string;
  um: 'KG' | 'PZ';
  umStepMilli: number;
  netContent: number | null;
  /** Today's net price per unit in the store (offers applied); null when it does not sell it. */
  netCents: number | null;
  available: boolean;
  facts: SubstitutionFacts;
}

const columns = {
  ...pricedColumns,
  allergens: sql<{
    contains?: string[];
    mayContain?: string[];
  } | null>`${products.info}->'allergens'`,
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(products)
    .leftJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
    )
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(where);
}

/**
 * The rules' view of a product; `unitCents` is the price to compare (today's in the store for
 * a candidate, the order's for an ordered line).
 */
export function factsOf(
  row: Pick<CandidateRow, 'barcode' | 'um' | 'netContent'> & {
    tags: readonly string[];
    allergens: { contains?: string[]; mayContain?: string[] } | null;
  },
  unitCents: number,
): SubstitutionFacts {
  return {
    barcode: row.barcode,
    contains: row.allergens?.contains ?? [],
    mayContain: row.allergens?.mayContain ?? [],
    tags: row.tags,
    ...comparableUnitPrice(row.um, unitCents, row.netContent),
  };
}

function toCandidate(row: Row): CandidateRow {
  const netCents = row.priceCents === null ? null : netPriceCents(row.priceCents, row.promotions);
  return {
    id: row.id,
    barcode: row.barcode,
    description: row.description,
    photos: row.photos,
    categoryId: row.categoryId,
    um: row.um,
    umStepMilli: row.umStepMilli,
    netContent: row.netContent,
    netCents,
    available: row.available === true && netCents !== null,
    facts: factsOf(row, netCents ?? 0),
  };
}

/** Products by barcode as the store sells them today (or not at all). */
export async function productsByBarcode(
  db: DbOrTx,
  storeId: number,
  barcodes: readonly string[],
  today: string,
): Promise<CandidateRow[]> {
  if (barcodes.length === 0) return [];
  // One statement text whatever the count: a named prepared statement cannot change its text.
  const rows = await selectRows(
    db,
    sql`${products.barcode} = any(${sql.placeholder('barcodes')}::text[])`,
  )
    .prepare('substitution_products_by_barcode')
    .execute({ storeId, today, barcodes: [...barcodes] });
  return rows.map(toCandidate);
}

/** Products by id as the store sells them today (or not at all). */
export async function productsById(
  db: DbOrTx,
  storeId: number,
  ids: readonly number[],
  today: string,
): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(db, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('substitution_products_by_id')
    .execute({ storeId, today, ids: [...ids] });
  return rows.map(toCandidate);
}

/** Every product of a subcategory the store sells and has today. */
export async function shelfOf(
  db: DbOrTx,
  storeId: number,
  categoryId: string,
  today: string,
): Promise<CandidateRow[]> {
  const rows = await selectRows(
    db,
    and(eq(products.categoryId, sql.placeholder('categoryId')), eq(storeProducts.available, true)),
  )
    .prepare('substitution_shelf')
    .execute({ storeId, today, categoryId });
  return rows.map(toCandidate).filter((r) => r.available);
}
