import { envelope, Product } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { expectBadRequest, expectError, getJson } from '../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const url = (barcode: string, store: number) =>
  `/cli/ecommerce/products/barcode/${barcode}?store=${store}`;
const product = async (barcode: string, store = fx.storeId) =>
  envelope(Product).parse(await getJson(t, url(barcode, store))).data;

describe('GET /cli/ecommerce/products/barcode/:barcode', () => {
  it('prices a piece with the best offer of the store', async () => {
    const p = await product(FIXTURE.barcodes.mozzarella);
    expect(p).toMatchObject({
      price: 1.99,
      netPrice: 1.59,
      pricePerUm: 12.72,
      umPerUm: 'KG',
      um: 'PZ',
      umStep: 1,
      maxAmount: 20,
      available: true,
      categoryId: FIXTURE.firstSub,
      categoryName: 'REPARTO DI PROVA',
      subCategoryName: 'Prova primo',
      tags: ['Bio', 'Senza_glutine'],
      attrib3: null,
      imageUrl: `/cli/images/products/${FIXTURE.barcodes.mozzarella}.webp`,
    });
    expect(p.images).toHaveLength(3);
    expect(p.images[2]).toMatch(/\?v=3&w=800$/);
    expect(p.promotions.map((x) => [x.valueType, x.value])).toEqual([
      ['PERCENT', 20],
      ['AMOUNT', 0.1],
    ]);
  });

  it('applies only the offers of that store', async () => {
    const p = await product(FIXTURE.barcodes.mozzarella, fx.otherStoreId);
    expect(p).toMatchObject({ price: 2.09, netPrice: 1.99 });
    expect(p.promotions).toHaveLength(1);
  });

  it('prices weighed products per kilogram in steps', async () => {
    expect(await product(FIXTURE.barcodes.parmigiano)).toMatchObject({
      um: 'KG',
      purchaseUm: 'KG',
      price: 19.9,
      netPrice: 17.9,
      pricePerUm: 17.9,
      umPerUm: 'KG',
      umStep: 0.25,
      maxAmount: 5,
    });
  });

  it('labels UNKNOWN offers without changing the price', async () => {
    const p = await product(FIXTURE.barcodes.biscotti);
    expect(p).toMatchObject({ price: 2.59, netPrice: 2.59, tags: ['Vegano'] });
    expect(p.promotions[0]?.valueType).toBe('UNKNOWN');
  });

  it('ignores ended offers and shows unavailable products', async () => {
    const p = await product(FIXTURE.barcodes.latte);
    expect(p).toMatchObject({ available: false, promotions: [], netPrice: 1.29, umPerUm: 'LT' });
    expect(p.pricePerUm).toBe(1.29);
  });

  it('says 4031 for a product the store does not sell', async () => {
    await expectError(t, url(FIXTURE.barcodes.latte, fx.otherStoreId), 200, 4031);
    const seeded = await t.db.db.execute<{ barcode: string; id: number }>(
      sql`select p.barcode, p.id from products p join store_products sp on sp.product_id = p.id
          where sp.store_id = ${fx.storeId} order by p.id limit 1`,
    );
    const { barcode, id } = seeded.rows[0]!;
    await product(barcode);
    await t.db.db.execute(
      sql`delete from store_products where store_id = ${fx.storeId} and product_id = ${id}`,
    );
    await expectError(t, url(barcode, fx.storeId), 200, 4031);
  });

  it('says 4030 for an unknown barcode and 404 for an unknown store', async () => {
    const body = await expectError(t, url('0000000000000', fx.storeId), 200, 4030);
    expect(body.message).toBe('Prodotto non trovato');
    await expectError(t, url(FIXTURE.barcodes.caffe, 999_999), 200, 404);
  });

  it('rejects a malformed barcode or store, or none', async () => {
    await expectBadRequest(t, url('12ab', fx.storeId), 'barcode');
    await expectBadRequest(t, url('123456789', fx.storeId), 'barcode');
    await expectBadRequest(
      t,
      `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.caffe}?store=x`,
      'store',
    );
    await expectBadRequest(t, `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.caffe}`, 'store');
  });
});
