import { describe, expect, it } from 'vitest';
import { categoryRows, MAIN_CATEGORIES } from './categories';
import { isValidEan13 } from './ean13';
import { DEFAULT_PRODUCTS, generateProducts, OWN_BRAND } from './products';
import { TAGS } from './tags';

const catalogue = generateProducts(DEFAULT_PRODUCTS);
const rows = catalogue.map((p) => p.row);

describe('categories', () => {
  it('are the sixteen departments the web shop knows, each with 1-6 subcategories', () => {
    expect(MAIN_CATEGORIES.map((c) => c.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(MAIN_CATEGORIES[0]?.description).toBe('ORTOFRUTTA');
    expect(MAIN_CATEGORIES[15]?.description).toBe('Nessuna classificazione');
    for (const main of MAIN_CATEGORIES) {
      expect(main.subcategories.length).toBeGreaterThanOrEqual(main.id === '16' ? 1 : 2);
      expect(main.subcategories.length).toBeLessThanOrEqual(6);
      for (const sub of main.subcategories)
        expect(sub.id).toMatch(new RegExp(`^${main.id}\\d{2}$`));
    }
    const ids = categoryRows().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('generateProducts', () => {
  it('is deterministic', () => {
    expect(generateProducts(300)).toEqual(generateProducts(300));
    expect(rows[0]).toEqual(generateProducts(DEFAULT_PRODUCTS)[0]?.row);
  });

  it('gives unique valid barcodes and refs', () => {
    expect(rows).toHaveLength(DEFAULT_PRODUCTS);
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.ref)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isValidEan13(r.barcode), r.barcode).toBe(true);
      expect(r.barcode.startsWith('80')).toBe(true);
      expect(r.ref).toMatch(/^R\d{6}$/);
    }
  });

  it('never offers the same product twice from the same brand', () => {
    const keys = rows.map((r) => `${r.description}|${r.brand}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every product in a subcategory and uses its main category as image key', () => {
    const subs = new Set(
      categoryRows()
        .filter((c) => c.parentId)
        .map((c) => c.id),
    );
    for (const r of rows) {
      expect(subs.has(r.categoryId)).toBe(true);
      expect(r.imageKey).toBe(r.categoryId.slice(0, 2));
      expect(r.imageCount).toBeGreaterThanOrEqual(1);
      expect(r.imageCount).toBeLessThanOrEqual(3);
    }
  });

  it('sells fresh counters by weight and the rest by piece', () => {
    for (const r of rows) {
      if (r.um === 'KG') {
        expect([100, 250, 500]).toContain(r.umStepMilli);
        expect(r.netContent).toBeNull();
        expect(r.maxAmountMilli).toBeGreaterThanOrEqual(1000);
      } else {
        expect(r.umStepMilli).toBe(1000);
        expect(r.maxAmountMilli).toBeGreaterThanOrEqual(10_000);
        expect(r.maxAmountMilli).toBeLessThanOrEqual(30_000);
        expect(r.pieceGrams).toBeNull();
        expect(r.netContent === null).toBe(r.netContentUnit === null);
      }
    }
    const byWeight = rows.filter((r) => r.um === 'KG');
    expect(byWeight.length).toBeGreaterThan(100);
    expect(byWeight.filter((r) => r.pieceGrams).length).toBeGreaterThan(byWeight.length / 2);
  });

  it('has about 20% own-brand products', () => {
    const own = rows.filter((r) => r.ownBrand);
    expect(own.every((r) => r.brand === OWN_BRAND)).toBe(true);
    expect(own.length / rows.length).toBeGreaterThan(0.15);
    expect(own.length / rows.length).toBeLessThan(0.25);
  });

  it('features 24 products, once each', () => {
    const ranks = rows
      .flatMap((r) => (r.featuredRank ? [r.featuredRank] : []))
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('declares nutrition and ingredients for food only, pet food for animals', () => {
    for (const r of rows) {
      expect(['4', '10', '22']).toContain(r.vatConfigurationId);
      if (r.info.nutrition) {
        expect(r.info.nutrition.map((n) => n.name)[0]).toBe('Energia');
        expect(r.info.ingredients).toBeTruthy();
      }
    }
    const detergent = rows.find((r) => r.description.startsWith('Detersivo lavatrice'));
    expect(detergent?.info.nutrition).toBeNull();
    expect(detergent?.vatConfigurationId).toBe('22');
    const petFood = rows.find((r) => r.description.startsWith('Crocchette'));
    expect(petFood?.info.animals).toBe(true);
    const mozzarella = rows.find((r) => r.description.startsWith('Mozzarella'));
    expect(mozzarella?.info.allergens.contains).toContain('latte');
  });

  it('has the words a search demo needs', () => {
    const text = rows.map((r) => r.description.toLowerCase()).join('\n');
    for (const word of [
      'mozzarella',
      'biscotti',
      'caffè',
      'pomodori',
      'parmigiano reggiano',
      'prosciutto',
      'olio extra vergine',
      'acqua minerale frizzante',
      'birra',
      'gelato',
    ]) {
      expect(text, word).toContain(word);
    }
  });

  it('tags products by what their label says', () => {
    const ids = new Set<string>(TAGS.map((t) => t.id));
    for (const p of catalogue) for (const tag of p.tags) expect(ids.has(tag)).toBe(true);
    for (const tag of TAGS)
      expect(
        catalogue.some((p) => p.tags.includes(tag.id)),
        tag.id,
      ).toBe(true);
    for (const p of catalogue) {
      if (/\bbio\b/i.test(p.row.description)) expect(p.tags).toContain('Bio');
      if (p.tags.includes('Senza_glutine'))
        expect(p.row.info.allergens.contains).not.toContain('glutine');
    }
  });

  it('keeps list prices positive and ending in 9', () => {
    for (const p of catalogue) {
      expect(p.basePriceCents).toBeGreaterThan(0);
      expect(p.basePriceCents % 10).toBe(9);
    }
  });

  it('scales to benchmark sizes with unique barcodes', () => {
    const big = generateProducts(30_000);
    expect(new Set(big.map((p) => p.row.barcode)).size).toBe(30_000);
  });
});
