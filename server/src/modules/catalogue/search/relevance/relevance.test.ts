import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../testing';
import { productsPage } from '../../../../testing/catalogue-helpers';
import { formatRelevance, runRelevance } from '../../../../testing/relevance/relevance-suite';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const first = await t.db.db.execute<{ id: number }>(
    sql`select id from stores order by id limit 1`,
  );
  storeId = first.rows[0]!.id;
});
afterAll(() => t?.close());

describe('the relevance suite on the demo catalogue', () => {
  it('puts the shelf a shopper means first for at least 90 % of everyday searches', async () => {
    const report = await runRelevance(async (q) => {
      const page = await productsPage(t, storeId, `q=${encodeURIComponent(q)}&s=3`);
      return page.data.map((p) => p.categoryId);
    });
    console.log(formatRelevance(report, `demo catalogue, store ${storeId}`));
    expect(report.total).toBeGreaterThanOrEqual(60);
    expect(report.share).toBeGreaterThanOrEqual(0.9);
  });
});
