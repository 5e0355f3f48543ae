import { envelope, ProductInfo } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing';
import { FIXTURE, loadCatalogueFixture } from '../../testing/catalogue-fixtures';
import { expectBadRequest, expectError, getJson } from '../../testing/catalogue-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const info = async (barcode: string) =>
  envelope(ProductInfo).parse(await getJson(t, `/cli/ecommerce/products/barcode/${barcode}/info`))
    .data;

describe('GET /cli/ecommerce/products/barcode/:barcode/info', () => {
  it('gives nutrition per 100 g, allergens and tags', async () => {
    const i = await info(FIXTURE.barcodes.mozzarella);
    expect(i.nutrition).toEqual({
      per100Heading: 'Valori nutrizionali medi',
      per100Unit: '100 g',
      nutrientValues: [
        { name: 'Energia', per100: { value: '1050 kJ / 253 kcal' } },
        { name: 'Grassi', per100: { value: '19 g' } },
      ],
    });
    expect(i.allergyAdvice).toEqual({
      contains: ['latte'],
      mayContain: ['frutta a guscio'],
      doesNotContain: ['glutine'],
    });
    expect(i.tags).toEqual({ vegan: false, bio: true, glutenFree: true, animals: false });
    expect(i).toMatchObject({ country: 'Italia', averageWeight: null });
  });

  it('gives per 100 ml for liquids and the piece weight of weighed products', async () => {
    expect((await info(FIXTURE.barcodes.latte)).nutrition?.per100Unit).toBe('100 ml');
    const parmigiano = await info(FIXTURE.barcodes.parmigiano);
    expect(parmigiano).toMatchObject({ nutrition: null, averageWeight: 300 });
    expect(parmigiano.tags.animals).toBe(true);
  });

  it('describes seeded products too', async () => {
    const seeded = await t.db.db.execute<{ barcode: string }>(
      sql`select barcode from products where info->'nutrition' is not null order by id limit 1`,
    );
    const i = await info(seeded.rows[0]!.barcode);
    expect(i.nutrition?.nutrientValues.length).toBeGreaterThan(0);
  });

  it('states the master particulars of a seeded food, none missing (issue 31)', async () => {
    const seeded = await t.db.db.execute<{ barcode: string }>(
      sql`select barcode from products where food and um = 'PZ' and own_brand order by id limit 1`,
    );
    const i = await info(seeded.rows[0]!.barcode);
    expect(i).toMatchObject({
      food: true,
      missing: [],
      operator: { name: 'Spesa Società Cooperativa' },
    });
    expect(i.legalName).toBeTruthy();
    expect(i.netQuantity?.value).toBeGreaterThan(0);
  });

  it('says 4030 for an unknown barcode, 400 for a malformed one', async () => {
    await expectError(t, '/cli/ecommerce/products/barcode/0000000000000/info', 200, 4030);
    await expectBadRequest(t, '/cli/ecommerce/products/barcode/abc/info', 'barcode');
  });
});
