import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { inChunks } from './chunked-insert';
import type { ProductRow } from './product-templates/types';

/** The products columns the seed writes, as PostgreSQL names and types them. */
const COLUMNS = {
  barcode: ['barcode', 'text'],
  ref: ['ref', 'text'],
  description: ['description', 'text'],
  brand: ['brand', 'text'],
  ownBrand: ['own_brand', 'boolean'],
  categoryId: ['category_id', 'text'],
  um: ['um', 'text'],
  umStepMilli: ['um_step_milli', 'integer'],
  maxAmountMilli: ['max_amount_milli', 'integer'],
  netContent: ['net_content', 'integer'],
  netContentUnit: ['net_content_unit', 'text'],
  pieceGrams: ['piece_grams', 'integer'],
  netCount: ['net_count', 'integer'],
  legalName: ['legal_name', 'text'],
  operatorName: ['operator_name', 'text'],
  operatorAddress: ['operator_address', 'text'],
  food: ['food', 'boolean'],
  active: ['active', 'boolean'],
  vatConfigurationId: ['vat_configuration_id', 'text'],
  imageKey: ['image_key', 'text'],
  imageCount: ['image_count', 'integer'],
  featuredRank: ['featured_rank', 'integer'],
  info: ['info', 'jsonb'],
  keywords: ['keywords', 'text'],
} as const satisfies Record<keyof ProductRow, readonly [string, string]>;

const keys = Object.keys(COLUMNS) as (keyof ProductRow)[];
const names = sql.raw(keys.map((k) => COLUMNS[k][0]).join(', '));
const recordType = sql.raw(keys.map((k) => `${COLUMNS[k][0]} ${COLUMNS[k][1]}`).join(', '));

/**
 * Inserts products as one JSON document per 5,000 rows: at benchmark sizes binding
 * two million parameters one by one costs more than the insert itself.
 * Returns the new id of each ref.
 */
export async function insertProducts(
  db: DbOrTx,
  rows: readonly ProductRow[],
): Promise<Map<string, number>> {
  const idByRef = new Map<string, number>();
  await inChunks(rows, 5000, async (chunk) => {
    const records = chunk.map((row) =>
      Object.fromEntries(keys.map((k) => [COLUMNS[k][0], row[k] ?? null])),
    );
    const result = await db.execute<{ id: number; ref: string }>(sql`
      insert into products (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as t(${recordType})
      returning id, ref`);
    for (const r of result.rows) idByRef.set(r.ref, r.id);
  });
  return idByRef;
}
