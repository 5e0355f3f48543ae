import {
  Category,
  envelope,
  knownCategoryDescriptions,
  productTagIds,
  Tag,
} from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';
import { FIXTURE, loadCatalogueFixture } from '../../testing/catalogue-fixtures';
import { getJson } from '../../testing/catalogue-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const isSorted = (orders: number[]) => orders.every((o, i) => i === 0 || orders[i - 1]! <= o);

describe('GET /cli/categories', () => {
  it('lists the sixteen departments with their subcategories, sorted by order', async () => {
    const { responseCode, data } = envelope(z.array(Category)).parse(
      await getJson(t, '/cli/categories'),
    );
    expect(responseCode).toBe(0);
    expect(data.map((c) => c.description)).toEqual([...knownCategoryDescriptions]);
    expect(isSorted(data.map((c) => c.order))).toBe(true);
    for (const main of data) {
      expect(main.items.length, main.description).toBeGreaterThan(0);
      expect(isSorted(main.items.map((c) => c.order))).toBe(true);
      expect(main.items.every((sub) => sub.items.length === 0)).toBe(true);
    }
  });

  it('sorts by the order field, not by id', async () => {
    await loadCatalogueFixture(t.db.db);
    const { data } = envelope(z.array(Category)).parse(await getJson(t, '/cli/categories'));
    const fixture = data.at(-1);
    expect(fixture?.id).toBe(FIXTURE.mainCategory);
    expect(fixture?.items.map((c) => c.id)).toEqual([FIXTURE.firstSub, FIXTURE.secondSub]);
  });
});

describe('GET /cli/ecommerce/productsTags', () => {
  it('lists the six tags in order', async () => {
    const { data } = envelope(z.array(Tag)).parse(await getJson(t, '/cli/ecommerce/productsTags'));
    expect(data.map((tag) => tag.id)).toEqual([...productTagIds]);
    expect(data.find((tag) => tag.id === 'Senza_glutine')?.description).toBe('Senza glutine');
  });
});
