import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../../testing/catalogue-fixtures';
import { productsPage } from '../../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const search = (q: string) => productsPage(t, fx.storeId, `q=${encodeURIComponent(q)}&s=100`);

describe('typo correction against the catalogue words', () => {
  it('corrects to a word an edited product brought in', async () => {
    expect((await search('brontolina')).data).toEqual([]);
    await t.db.db.execute(
      sql`update products set keywords = keywords || ' brontolona'
          where barcode = ${FIXTURE.barcodes.biscotti}`,
    );
    const { data } = await search('brontolina');
    expect(data.map((p) => p.barcode)).toEqual([FIXTURE.barcodes.biscotti]);
  });

  it('forgets the words of a catalogue that was emptied', async () => {
    const words = async (db: Pick<typeof t.db.db, 'execute'>) =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from search_words`)).rows[0]
        ?.n;
    expect(await words(t.db.db)).toBeGreaterThan(0);
    const emptied = t.db.db.transaction(async (tx) => {
      await tx.execute(sql`truncate products cascade`);
      expect(await words(tx)).toBe(0);
      tx.rollback();
    });
    await expect(emptied).rejects.toThrow(/rollback/i);
    expect(await words(t.db.db)).toBeGreaterThan(0);
  });
});
