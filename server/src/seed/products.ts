import { allocate } from './allocate';
import { BarcodeAllocator } from './barcodes';
import { MAIN_CATEGORIES } from './categories';
import { endIn9 } from './prices';
import { keywordsOf, listPrice, sellingUnit } from './product-units';
import { createRng, seedOf, type Rng } from './prng';
import { mergeAllergens, nutritionLabel, tagsFor } from './product-info';
import { nameOf, pickCombos, type Combo } from './product-combos';
import { countIn, isFood, operatorFor } from './product-master';
import type { MainCategorySpec, ProductRow, SubcategorySpec } from './product-templates/types';
import type { TagId } from './tags';

export const OWN_BRAND = 'Spesa';
export const DEFAULT_PRODUCTS = 2400;

export interface GeneratedProduct {
  row: ProductRow;
  /** The list price every store's price derives from. */
  basePriceCents: number;
  tags: TagId[];
}

/** Home-page showcase: one appealing product from each of these subcategories, in this order. */
const FEATURED_SUBCATEGORIES = [
  '0101',
  '0604',
  '0603',
  '0301',
  '0802',
  '0801',
  '0901',
  '0605',
  '0403',
  '0701',
  '0102',
  '0304',
  '0203',
  '1001',
  '0405',
  '0303',
  '0602',
  '0804',
  '0401',
  '0705',
  '0201',
  '1503',
  '0404',
  '0805',
];

function buildProduct(
  main: MainCategorySpec,
  sub: SubcategorySpec,
  combo: Combo,
  rng: Rng,
  barcodes: BarcodeAllocator,
) {
  const { template: t, item, variant, format, brand } = combo;
  const name = nameOf(item, variant);
  const description = (format ? `${name} ${format.label}` : name).replace(/^./, (c) =>
    c.toUpperCase(),
  );
  const tags = tagsFor(description, [
    ...(t.tags ?? []),
    ...(item.tags ?? []),
    ...(variant?.tags ?? []),
  ]);
  const raw = listPrice(t, item, variant, format, rng);
  const food = t.food;
  const isFoodProduct = isFood(main.id, food !== undefined);
  const unit = sellingUnit(t, item, variant, format, rng);
  const operator = operatorFor(brand, brand === OWN_BRAND);
  const row: ProductRow = {
    barcode: barcodes.next(brand),
    ref: '',
    description,
    brand,
    ownBrand: brand === OWN_BRAND,
    categoryId: sub.id,
    ...unit,
    netCount:
      isFoodProduct && unit.um === 'PZ' && !unit.netContent ? (countIn(format?.label) ?? 1) : null,
    vatConfigurationId: t.vat,
    food: isFoodProduct,
    legalName: isFoodProduct ? name.replace(/^./, (c) => c.toUpperCase()) : null,
    operatorName: operator.name,
    operatorAddress: operator.address,
    active: true,
    imageKey: main.id,
    imageCount: rng.int(1, 3),
    featuredRank: null,
    keywords: keywordsOf(main.description, sub.description, t.keywords ?? ''),
    info: {
      country: variant?.country ?? item.country ?? t.country ?? 'Italia',
      storage: t.storage,
      nutrition: food
        ? nutritionLabel(variant?.nutrition ?? item.nutrition ?? food.nutrition, rng)
        : null,
      ingredients: food ? (variant?.ingredients ?? item.ingredients ?? food.ingredients) : null,
      // An item's own declaration replaces the template's (dried plums are not nuts); a variant adds.
      allergens: mergeAllergens([item.allergens ?? food?.allergens, variant?.allergens], tags),
      recycling: t.recycling,
      animals: t.animals ?? false,
    },
  };
  return { row, basePriceCents: endIn9(raw), tags, subcategoryId: sub.id };
}

/** The whole catalogue, deterministic for a given count. */
export function generateProducts(count: number): GeneratedProduct[] {
  const subs = MAIN_CATEGORIES.flatMap((main) => main.subcategories.map((sub) => ({ main, sub })));
  const counts = allocate(
    count,
    subs.map((s) => s.sub.weight),
  );
  const barcodes = new BarcodeAllocator(createRng(seedOf('barcodes')));
  const built = subs.flatMap(({ main, sub }, i) => {
    const rng = createRng(seedOf(`products:${sub.id}`));
    return pickCombos(sub, counts[i] ?? 0, OWN_BRAND, rng).map((combo) =>
      buildProduct(main, sub, combo, rng, barcodes),
    );
  });
  // Ids in shelf order would make every listing start with apples.
  const shuffled = createRng(seedOf('product-order')).shuffle(built);
  shuffled.forEach((p, i) => (p.row.ref = `R${String(100_001 + i)}`));
  FEATURED_SUBCATEGORIES.forEach((subId, rank) => {
    const first = shuffled.find((p) => p.subcategoryId === subId);
    if (first) first.row.featuredRank = rank + 1;
  });
  return shuffled.map(({ row, basePriceCents, tags }) => ({ row, basePriceCents, tags }));
}
