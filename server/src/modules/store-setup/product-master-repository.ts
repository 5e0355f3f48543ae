import {
  missingParticulars,
  type IncompleteProduct,
  type ParticularsInput,
} from '@spesa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, type ProductInfoData } from '../../db/schema';

/** What the completeness rule reads of a product row. */
export const particularColumns = {
  id: products.id,
  barcode: products.barcode,
  description: products.description,
  brand: products.brand,
  active: products.active,
  food: products.food,
  um: products.um,
  legalName: products.legalName,
  netContent: products.netContent,
  netCount: products.netCount,
  operatorName: products.operatorName,
  operatorAddress: products.operatorAddress,
  info: products.info,
};

export interface ParticularRow {
  id: number;
  barcode: string;
  description: string;
  brand: string;
  active: boolean;
  food: boolean;
  um: 'PZ' | 'KG';
  legalName: string | null;
  netContent: number | null;
  netCount: number | null;
  operatorName: string | null;
  operatorAddress: string | null;
  info: ProductInfoData;
}

export function particularsOf(row: ParticularRow): ParticularsInput {
  return {
    food: row.food,
    um: row.um,
    legalName: row.legalName,
    ingredients: row.info.ingredients ?? null,
    netContent: row.netContent,
    netCount: row.netCount,
    storage: row.info.storage ?? null,
    operatorName: row.operatorName,
    operatorAddress: row.operatorAddress,
    country: row.info.country ?? null,
    nutrition: row.info.nutrition ?? null,
  };
}

const blank = (column: unknown) => sql`coalesce(trim(${column}), '') = ''`;

/**
 * Foods lacking a mandatory particular. The SQL narrows to candidates (a blank text, no net
 * quantity, no nutrition); the contracts' rule, the one the activation check applies, decides.
 */
export async function incompleteProducts(db: DbOrTx, limit: number): Promise<IncompleteProduct[]> {
  const rows = await db
    .select(particularColumns)
    .from(products)
    .where(
      sql`${products.food} and (${blank(products.legalName)} or ${blank(products.operatorName)}
        or ${blank(products.operatorAddress)} or ${blank(sql`${products.info}->>'ingredients'`)}
        or ${blank(sql`${products.info}->>'storage'`)} or ${blank(sql`${products.info}->>'country'`)}
        or coalesce(jsonb_array_length(nullif(${products.info}->'nutrition', 'null')), 0) = 0
        or (${products.um} = 'PZ' and coalesce(${products.netContent}, 0) <= 0
          and coalesce(${products.netCount}, 0) <= 0))`,
    )
    .orderBy(products.description, products.id)
    .limit(limit);
  return rows
    .map((row) => ({
      barcode: row.barcode,
      description: row.description,
      brand: row.brand,
      active: row.active,
      missing: missingParticulars(particularsOf(row)),
    }))
    .filter((p) => p.missing.length > 0);
}

export async function productByBarcode(
  db: DbOrTx,
  barcode: string,
): Promise<ParticularRow | undefined> {
  const [row] = await db
    .select(particularColumns)
    .from(products)
    .where(eq(products.barcode, barcode))
    .for('update');
  return row;
}

export async function setActive(db: DbOrTx, id: number, active: boolean): Promise<void> {
  await db.update(products).set({ active }).where(eq(products.id, id));
}
