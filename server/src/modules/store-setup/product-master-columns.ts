/**
 * The columns of a product master file (issue 31): ours, and Open Food Facts' CSV export names
 * for the same things (docs/product-master.md lists them). A header is compared without case,
 * spaces, dashes or underscores, so 'Net quantity', 'net_quantity' and 'netQuantity' agree.
 */
export const MASTER_FIELDS = [
  'barcode',
  'description',
  'brand',
  'ownBrand',
  'legalName',
  'netQuantity',
  'netQuantityUnit',
  'quantity',
  'categoryId',
  'unit',
  'umStep',
  'maxAmount',
  'vat',
  'tags',
  'food',
  'operatorName',
  'operatorAddress',
  'country',
  'storage',
  'ingredients',
  'allergensContains',
  'allergensMayContain',
  'energyKcal',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'fibre',
  'proteins',
  'salt',
  'recycling',
] as const;
export type MasterField = (typeof MASTER_FIELDS)[number];

/** Other names of a field; each field's own name is always accepted. */
const ALIASES: Record<string, MasterField> = {
  // Ours, as the README's import files spell them.
  ean: 'barcode',
  category: 'categoryId',
  subcategory: 'categoryId',
  um: 'unit',
  vatrate: 'vat',
  iva: 'vat',
  allergens: 'allergensContains',
  contains: 'allergensContains',
  maycontain: 'allergensMayContain',
  traces: 'allergensMayContain',
  origin: 'country',
  fiber: 'fibre',
  // Open Food Facts (world.openfoodfacts.org CSV export).
  code: 'barcode',
  productname: 'description',
  productnameit: 'description',
  brands: 'brand',
  genericname: 'legalName',
  genericnameit: 'legalName',
  ingredientstext: 'ingredients',
  ingredientstextit: 'ingredients',
  allergenstags: 'allergensContains',
  tracestags: 'allergensMayContain',
  origins: 'country',
  conservationconditions: 'storage',
  conservationconditionsit: 'storage',
  packagingtext: 'recycling',
  packagingtextit: 'recycling',
  energykcal100g: 'energyKcal',
  fat100g: 'fat',
  saturatedfat100g: 'saturatedFat',
  carbohydrates100g: 'carbohydrates',
  sugars100g: 'sugars',
  fiber100g: 'fibre',
  proteins100g: 'proteins',
  salt100g: 'salt',
};

const squash = (name: string) => name.toLowerCase().replace(/[\s_\-.]/g, '');
const BY_NAME = new Map<string, MasterField>([
  ...MASTER_FIELDS.map((f) => [squash(f), f] as const),
  ...Object.entries(ALIASES),
]);

/** The field a column header names, or null for a column the import ignores. */
export function fieldOf(header: string): MasterField | null {
  return BY_NAME.get(squash(header)) ?? null;
}
