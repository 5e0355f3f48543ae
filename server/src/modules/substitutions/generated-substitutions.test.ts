import { DIET_TAGS } from '@spesa/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTags, storeProducts, stores } from '../../db/schema';
import { createRng } from '../../seed/prng';
import { shopToday } from '../../shared/shop-time';
import { buildTestApp, type TestApp } from '../../testing';
import { AppError } from '../../http/app-error';
import { requireAllowedSubstitute } from './picking-check';
import { orderedAt } from './ordered-product';
import { similarSubstitutes } from './substitution-candidates';
import { productsById, type CandidateRow } from './substitution-facts';

/*
 * Issue 30, a generated set over the demo seed's catalogue: seeded random lines of a store and
 * seeded random substitutes for them. Every suggestion and every substitute the picking check
 * accepts is re-checked here against the raw catalogue (products.info, product_tags), without
 * the rule function: 0 allergen and 0 diet-tag violations.
 */
const SEED = 30;
const LINES = 60;
const PICKS_PER_LINE = 8;

let t: TestApp;
let storeId: number;
let sold: { id: number; categoryId: string; department: string }[];
const raw = new Map<number, { allergens: Set<string>; diet: Set<string> }>();

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  const [first] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  storeId = first!.id;
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId, info: products.info })
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.available, true)))
    .orderBy(asc(products.id));
  sold = rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    department: r.categoryId.slice(0, 2),
  }));
  const diet: readonly string[] = DIET_TAGS;
  const tagRows = await db
    .select()
    .from(productTags)
    .where(inArray(productTags.tagId, [...diet]));
  for (const r of rows)
    raw.set(r.id, {
      allergens: new Set([...r.info.allergens.contains, ...r.info.allergens.mayContain]),
      diet: new Set(tagRows.filter((g) => g.productId === r.id).map((g) => g.tagId)),
    });
});
afterAll(() => t?.close());

/** The violations of a substitute read from the raw catalogue: allergens added, diet tags lost. */
function rawViolations(orderedId: number, substituteId: number): string[] {
  const was = raw.get(orderedId)!;
  const is = raw.get(substituteId)!;
  return [
    ...[...is.allergens].filter((a) => !was.allergens.has(a)).map((a) => `allergen ${a}`),
    ...[...was.diet].filter((d) => !is.diet.has(d)).map((d) => `diet ${d}`),
  ];
}

describe('generated substitutions over the seed catalogue (issue 30)', () => {
  it('suggest and accept 0 substitutes adding an allergen or losing a diet tag', async () => {
    const db = t.db.db;
    const rng = createRng(SEED);
    const today = shopToday();
    const counts = { suggestions: 0, accepted: 0, refusedAllergen: 0, refusedDiet: 0, picks: 0 };
    const violations: string[] = [];
    for (let i = 0; i < LINES; i += 1) {
      const line = rng.pick(sold);
      const [row] = await productsById(db, storeId, [line.id], today);
      const ordered = orderedAt(row!, row!.netCents!);
      for (const s of await similarSubstitutes(db, storeId, today, ordered, 30)) {
        counts.suggestions += 1;
        violations.push(...rawViolations(line.id, s.id).map((v) => `suggested ${s.barcode}: ${v}`));
      }
      // Substitutes an operator might try: anything of the same department, the shelf first.
      const nearby = sold.filter((p) => p.department === line.department && p.id !== line.id);
      const tried = Array.from({ length: PICKS_PER_LINE }, () => rng.pick(nearby)).filter(Boolean);
      const candidates: CandidateRow[] = await productsById(
        db,
        storeId,
        tried.map((p) => p!.id),
        today,
      );
      for (const c of candidates) {
        counts.picks += 1;
        try {
          requireAllowedSubstitute(ordered, c, {
            choice: 'SIMILAR',
            chosenBarcode: null,
            bandPercent: 30,
          });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          if (e.key === 'SUBSTITUTE_ADDS_ALLERGEN') counts.refusedAllergen += 1;
          if (e.key === 'SUBSTITUTE_LACKS_DIET_TAG') counts.refusedDiet += 1;
          continue;
        }
        counts.accepted += 1;
        violations.push(...rawViolations(line.id, c.id).map((v) => `accepted ${c.barcode}: ${v}`));
      }
    }
    expect(violations).toEqual([]);
    // The set exercises the rules: suggestions and accepted picks exist, and refusals happen.
    expect(counts.suggestions).toBeGreaterThan(50);
    expect(counts.accepted).toBeGreaterThan(20);
    expect(counts.refusedAllergen).toBeGreaterThan(0);
  });
});
