import type { ProductMaster } from '@spesa/contracts';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productTags, tags, type ProductInfoData } from '../../db/schema';

const CHUNK = 5000;
const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Subcategories (with their department's name, for the search keywords) and tag ids. */
export async function masterReference(db: DbOrTx) {
  const subs = await db
    .select({
      id: categories.id,
      description: categories.description,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(isNotNull(categories.parentId));
  const parents = await db
    .select({ id: categories.id, description: categories.description })
    .from(categories);
  const names = new Map(parents.map((c) => [c.id, c.description]));
  const keywords = new Map(
    subs.map((s) => [s.id, keywordsOf(names.get(s.parentId ?? '') ?? '', s.description)]),
  );
  const tagIds = new Set((await db.select({ id: tags.id }).from(tags)).map((t) => t.id));
  return { keywords, tagIds };
}

/** The words a shopper may search a product by besides its name: department and shelf. */
const keywordsOf = (...sources: string[]) =>
  [...new Set(sources.join(' ').toLowerCase().split(/\s+/).filter(Boolean))].join(' ');

const decimal = (value: number) => String(value).replace('.', ',');

/** The declaration as Italian labels print it, the same names the seed writes. */
export function nutritionLabel(n: ProductMaster['nutrition']): ProductInfoData['nutrition'] {
  if (!n) return null;
  const rows: [string, number | null, string][] = [
    ['Grassi', n.fat, 'g'],
    ['di cui acidi grassi saturi', n.saturatedFat, 'g'],
    ['Carboidrati', n.carbohydrates, 'g'],
    ['di cui zuccheri', n.sugars, 'g'],
    ['Fibre', n.fibre, 'g'],
    ['Proteine', n.proteins, 'g'],
    ['Sale', n.salt, 'g'],
  ];
  return [
    {
      name: 'Energia',
      value: `${Math.round(n.energyKcal * 4.184)} kJ / ${Math.round(n.energyKcal)} kcal`,
    },
    ...rows
      .filter(([, value]) => value !== null)
      .map(([name, value, unit]) => ({ name, value: `${decimal(value!)} ${unit}` })),
  ];
}

export interface MasterWrite {
  product: ProductMaster;
  keywords: string;
  /** Complete: a new product goes on sale, an updated one stays on sale only if so. */
  complete: boolean;
}

function recordOf({ product: p, keywords, complete }: MasterWrite) {
  const sold = p.netQuantityUnit === 'PZ';
  const info: ProductInfoData = {
    country: p.country,
    storage: p.storage,
    nutrition: nutritionLabel(p.nutrition),
    ingredients: p.ingredients,
    allergens: {
      contains: p.allergensContains,
      mayContain: p.allergensMayContain,
      doesNotContain: [],
    },
    recycling: p.recycling,
    animals: false,
  };
  return {
    barcode: p.barcode,
    ref: `M${p.barcode}`,
    description: p.description,
    brand: p.brand,
    own_brand: p.ownBrand,
    category_id: p.categoryId,
    um: p.unit,
    um_step_milli: Math.round(p.umStep * 1000),
    max_amount_milli: Math.round(p.maxAmount * 1000),
    net_content: sold ? null : p.netQuantity,
    net_content_unit: sold ? null : p.netQuantityUnit,
    net_count: sold ? p.netQuantity : null,
    vat_configuration_id: p.vat,
    image_key: p.categoryId.slice(0, 2),
    info,
    keywords,
    legal_name: p.legalName,
    operator_name: p.operatorName,
    operator_address: p.operatorAddress,
    food: p.food,
    active: complete,
  };
}

const RECORD_TYPE =
  sql.raw(`barcode text, ref text, description text, brand text, own_brand boolean,
  category_id text, um text, um_step_milli integer, max_amount_milli integer, net_content integer,
  net_content_unit text, net_count integer, vat_configuration_id text, image_key text, info jsonb,
  keywords text, legal_name text, operator_name text, operator_address text, food boolean,
  active boolean`);

/**
 * Creates or updates the products by EAN, a few thousand rows per statement (an import of ten
 * thousand is a couple of statements, not ten thousand). An update keeps the product's ref, its
 * piece weight, its 'does not contain' declarations that the file does not contradict, and its
 * place on sale only while complete. Returns each barcode's id.
 */
export async function upsertMaster(
  db: DbOrTx,
  writes: MasterWrite[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(writes)) {
    const result = await db.execute<{ id: number; barcode: string }>(sql`
      insert into products (barcode, ref, description, brand, own_brand, category_id, um,
        um_step_milli, max_amount_milli, net_content, net_content_unit, net_count,
        vat_configuration_id, image_key, image_count, info, keywords, legal_name, operator_name,
        operator_address, food, active)
      select barcode, ref, description, brand, own_brand, category_id, um, um_step_milli,
        max_amount_milli, net_content, net_content_unit, net_count, vat_configuration_id,
        image_key, 1, info, keywords, legal_name, operator_name, operator_address, food, active
      from jsonb_to_recordset(${JSON.stringify(part.map(recordOf))}::jsonb) as t(${RECORD_TYPE})
      on conflict (barcode) do update set
        description = excluded.description, brand = excluded.brand,
        own_brand = excluded.own_brand, category_id = excluded.category_id, um = excluded.um,
        um_step_milli = excluded.um_step_milli, max_amount_milli = excluded.max_amount_milli,
        net_content = excluded.net_content, net_content_unit = excluded.net_content_unit,
        net_count = excluded.net_count, vat_configuration_id = excluded.vat_configuration_id,
        image_key = excluded.image_key, keywords = excluded.keywords,
        legal_name = excluded.legal_name, operator_name = excluded.operator_name,
        operator_address = excluded.operator_address, food = excluded.food,
        active = products.active and excluded.active,
        info = jsonb_set(
          excluded.info || jsonb_build_object('animals', coalesce(products.info->'animals', 'false')),
          '{allergens,doesNotContain}',
          (select coalesce(jsonb_agg(a), '[]'::jsonb)
             from jsonb_array_elements_text(products.info->'allergens'->'doesNotContain') a
             where not (excluded.info->'allergens'->'contains' ? a)
               and not (excluded.info->'allergens'->'mayContain' ? a)))
      returning id, barcode`);
    for (const row of result.rows) ids.set(row.barcode, row.id);
  }
  return ids;
}

/** The file's tags replace a product's tags. */
export async function replaceTags(
  db: DbOrTx,
  rows: { productId: number; tags: string[] }[],
): Promise<void> {
  for (const part of chunks(rows)) {
    await db.delete(productTags).where(
      inArray(
        productTags.productId,
        part.map((r) => r.productId),
      ),
    );
    const values = part.flatMap((r) => r.tags.map((tagId) => ({ productId: r.productId, tagId })));
    // Two parameters a row: well under PostgreSQL's 65,535 per statement.
    for (let i = 0; i < values.length; i += 10_000)
      await db.insert(productTags).values(values.slice(i, i + 10_000));
  }
}
