import { products, storeProducts } from '../../db/schema';
import { FIXTURE } from '../../testing/cart-setup';
import type { TestApp } from '../../testing';

/**
 * Coffees beside the fixture's (250 g, 2,99 € with its offer, 'latte' and a trace of 'frutta a
 * guscio'): one within the band and dearer per pack, one that adds soy, one far dearer.
 */
export const COFFEES = {
  simile: { barcode: '8099999100017', priceCents: 329, contains: ['latte'] },
  soia: { barcode: '8099999100024', priceCents: 299, contains: ['latte', 'soia'] },
  caro: { barcode: '8099999100031', priceCents: 499, contains: ['latte'] },
} as const;

export async function addCoffees(t: TestApp, storeId: number): Promise<void> {
  let n = 0;
  for (const [name, c] of Object.entries(COFFEES)) {
    n += 1;
    const [row] = await t.db.db
      .insert(products)
      .values({
        barcode: c.barcode,
        ref: `RZS${n}`,
        description: `Caffè macinato ${name}`,
        brand: 'Zeffiro',
        categoryId: FIXTURE.firstSub,
        um: 'PZ',
        umStepMilli: 1000,
        maxAmountMilli: 20_000,
        netContent: 250,
        netContentUnit: 'G',
        vatConfigurationId: '22',
        imageKey: 'ZZ',
        info: {
          country: null,
          storage: null,
          nutrition: null,
          ingredients: null,
          recycling: null,
          animals: false,
          allergens: {
            contains: [...c.contains],
            mayContain: ['frutta a guscio'],
            doesNotContain: [],
          },
        },
      })
      .returning({ id: products.id });
    if (!row) throw new Error('coffee came back without an id');
    await t.db.db
      .insert(storeProducts)
      .values({ storeId, productId: row.id, priceCents: c.priceCents });
  }
}
