import type { APIRequestContext } from '@playwright/test';
import { e2eDatabase } from './failed-job';
import { data } from './staff';

/**
 * Issue 30: a product of Mazzini's seed catalogue with an allowed substitute (B, from the
 * suggestions) and one of its shelf that adds an allergen (C, found in the database).
 */
export interface SubstitutionCase {
  ordered: { barcode: string; description: string };
  allowed: { barcode: string; description: string };
  allergenic: { barcode: string; description: string };
}

interface Row {
  a_barcode: string;
  a_description: string;
  c_barcode: string;
  c_description: string;
}

/** Pieces sold at the store, each with a shelf neighbour bringing an allergen it lacks. */
async function allergenicPairs(storeId: string): Promise<Row[]> {
  const client = await e2eDatabase();
  try {
    const { rows } = await client.query<Row>(
      `select distinct on (a.id) a.barcode a_barcode, a.description a_description,
              c.barcode c_barcode, c.description c_description
       from products a
       join store_products sa on sa.product_id = a.id and sa.store_id = $1 and sa.available
       join products c on c.category_id = a.category_id and c.id <> a.id and c.um = 'PZ'
       join store_products sc on sc.product_id = c.id and sc.store_id = $1 and sc.available
       where a.um = 'PZ' and exists (
         select 1 from jsonb_array_elements_text(c.info->'allergens'->'contains') x
         where x not in (
           select jsonb_array_elements_text(a.info->'allergens'->'contains')
           union select jsonb_array_elements_text(a.info->'allergens'->'mayContain')))
       order by a.id, c.id limit 40`,
      [Number(storeId)],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Tries the pairs in the customer's cart until one has an allowed substitute; leaves A in it. */
export async function findSubstitutionCase(
  request: APIRequestContext,
  storeId: string,
  cartId: string,
): Promise<SubstitutionCase> {
  for (const row of await allergenicPairs(storeId)) {
    const line = { cartId, barcode: row.a_barcode, amount: 1, um: 'PZ', preview: false };
    await data(await request.post('/cli/ecommerce/cart/store', { data: line }));
    const found = await data<{ suggestions: { barcode: string; description: string }[] }>(
      await request.get(
        `/cli/ecommerce/cart/substitutes?cartId=${cartId}&barcode=${row.a_barcode}`,
      ),
    );
    const allowed = found.suggestions.find((s) => s.barcode !== row.c_barcode);
    if (allowed)
      return {
        ordered: { barcode: row.a_barcode, description: row.a_description },
        allowed,
        allergenic: { barcode: row.c_barcode, description: row.c_description },
      };
    const gone = { cartId, barcode: row.a_barcode, preview: false };
    await data(await request.post('/cli/ecommerce/cart/delete', { data: gone }));
  }
  throw new Error('no product of the seed with both an allowed and an allergenic substitute');
}
