import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing';
import { productsPage } from '../../../testing/catalogue-helpers';

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

/** English words and the department (two digits) or shelf their first result must be on. */
const ENGLISH: readonly (readonly [word: string, shelves: readonly string[]])[] = [
  ['milk', ['0601']],
  ['bread', ['0704']],
  ['eggs', ['0702']],
  ['water', ['0401']],
  ['butter', ['0702']],
  ['cheese', ['0603', '0604']],
  ['apples', ['0101']],
  ['bananas', ['0101']],
  ['tomatoes', ['0102', '0303']],
  ['rice', ['0302']],
  ['coffee', ['0802']],
  ['tea', ['0802']],
  ['sugar', ['0306']],
  ['chicken', ['02']],
  ['beef', ['02']],
  ['fish', ['10', '03']],
  ['wine', ['0403', '0404']],
  ['beer', ['0405']],
  ['yoghurt', ['0602']],
];

describe('English words for everyday groceries (issue 27.5)', () => {
  it('find the groceries they name, first', async () => {
    const wrong: string[] = [];
    for (const [word, shelves] of ENGLISH) {
      const page = await productsPage(t, storeId, `q=${word}&s=1`);
      const first = page.data[0];
      if (!first || !shelves.some((s) => first.categoryId.startsWith(s)))
        wrong.push(`${word}: ${first ? `${first.description} (${first.categoryId})` : 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  });
});
