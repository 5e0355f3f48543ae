import type { NutritionPer100, ProductMasterInput, StaffProductDetail } from '@spesa/contracts';

type Master = StaffProductDetail['master'];
export type Allergen = Master['allergensContains'][number];

/** The declaration's nutrients in the order of Annex XV (fibre is optional). */
export const NUTRIENTS = [
  'energyKcal',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'fibre',
  'proteins',
  'salt',
] as const satisfies readonly (keyof NutritionPer100)[];
export type Nutrient = (typeof NUTRIENTS)[number];

/** The texts a form keeps as typed; an empty optional one is sent as null. */
export const OPTIONAL_TEXTS = [
  'legalName',
  'storage',
  'country',
  'operatorName',
  'operatorAddress',
  'ingredients',
  'recycling',
] as const;
type OptionalText = (typeof OPTIONAL_TEXTS)[number];

/**
 * The editor's values as the inputs hold them: numbers as the inputs' strings, so an empty
 * field stays empty (not 0); they become the API's numbers only on submit (masterInputOf).
 */
export type ProductFormValues = Record<OptionalText, string> & {
  barcode: string;
  description: string;
  brand: string;
  ownBrand: boolean;
  food: boolean;
  netQuantity: string;
  netQuantityUnit: '' | 'G' | 'ML' | 'PZ';
  categoryId: string;
  unit: Master['unit'];
  umStep: string;
  maxAmount: string;
  vat: string;
  /** Tag ids separated by commas, as the import file writes them. */
  tags: string;
  allergensContains: Allergen[];
  allergensMayContain: Allergen[];
  nutrition: Record<Nutrient, string>;
};

/** As a number input holds it (a point for decimals, whatever the page's language). */
const shown = (n: number | null | undefined) => (n == null ? '' : String(n));

export function formValuesOf(master: Master): ProductFormValues {
  const texts = Object.fromEntries(OPTIONAL_TEXTS.map((k) => [k, master[k] ?? '']));
  const nutrition = Object.fromEntries(
    NUTRIENTS.map((k) => [k, shown(master.nutrition?.[k])]),
  ) as Record<Nutrient, string>;
  return {
    ...(texts as Record<OptionalText, string>),
    barcode: master.barcode,
    description: master.description,
    brand: master.brand,
    ownBrand: master.ownBrand,
    food: master.food,
    netQuantity: shown(master.netQuantity),
    netQuantityUnit: master.netQuantityUnit ?? '',
    categoryId: master.categoryId,
    unit: master.unit,
    umStep: shown(master.umStep),
    maxAmount: shown(master.maxAmount),
    vat: master.vat,
    tags: master.tags.join(', '),
    allergensContains: master.allergensContains,
    allergensMayContain: master.allergensMayContain,
    nutrition,
  };
}

/** '0,25' → 0.25; '' → undefined (the schema then says it is required); 'abc' → NaN. */
const numberOf = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : Number(typed.trim().replace(',', '.'));

/** The values as the API (and the shared schema) take them. */
export function masterInputOf(v: ProductFormValues): ProductMasterInput {
  const texts = Object.fromEntries(OPTIONAL_TEXTS.map((k) => [k, v[k].trim() || null])) as Record<
    OptionalText,
    string | null
  >;
  const anyNutrient = NUTRIENTS.some((k) => v.nutrition[k].trim() !== '');
  const netQuantity = numberOf(v.netQuantity);
  return {
    ...texts,
    barcode: v.barcode,
    description: v.description,
    brand: v.brand,
    ownBrand: v.ownBrand,
    food: v.food,
    netQuantity: netQuantity ?? null,
    netQuantityUnit: v.netQuantityUnit || null,
    categoryId: v.categoryId,
    unit: v.unit,
    umStep: numberOf(v.umStep) as number,
    maxAmount: numberOf(v.maxAmount) as number,
    vat: v.vat as ProductMasterInput['vat'],
    tags: v.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    allergensContains: v.allergensContains,
    allergensMayContain: v.allergensMayContain,
    nutrition: anyNutrient
      ? {
          energyKcal: numberOf(v.nutrition.energyKcal) as number,
          ...Object.fromEntries(
            NUTRIENTS.filter((k) => k !== 'energyKcal').map((k) => [
              k,
              numberOf(v.nutrition[k]) ?? null,
            ]),
          ),
        }
      : null,
  };
}

/** What each group of the editor's fields gets from the form. */
export interface FormSectionProps {
  values: ProductFormValues;
  change: (patch: Partial<ProductFormValues>) => void;
  /** The field's problem in words, by its path ('umStep', 'nutrition.fat'). */
  errorOf: (field: string) => string | undefined;
}
