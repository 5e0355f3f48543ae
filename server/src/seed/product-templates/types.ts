import type { products } from '../../db/schema';
import type { TagId } from '../tags';

/** A generated product as inserted, before the database gives it an id. */
export type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'photos'>;

/** Per 100 g (or 100 ml): kcal, fat, saturated fat, carbohydrates, sugars, protein, salt. */
export type NutritionProfile = readonly [number, number, number, number, number, number, number];

export type Allergen =
  | 'glutine'
  | 'latte'
  | 'uova'
  | 'frutta a guscio'
  | 'soia'
  | 'pesce'
  | 'crostacei'
  | 'sedano'
  | 'senape'
  | 'sesamo'
  | 'solfiti'
  | 'lupini'
  | 'molluschi'
  | 'arachidi';

export interface AllergenSpec {
  contains?: readonly Allergen[];
  mayContain?: readonly Allergen[];
  doesNotContain?: readonly Allergen[];
}

/** An item or a variant, with what it changes about the product. */
export interface Choice {
  text: string;
  /** Multiplies the template price (bio, DOP and big cuts cost more). */
  price?: number;
  pieceGrams?: number;
  ingredients?: string;
  nutrition?: NutritionProfile;
  allergens?: AllergenSpec;
  country?: string;
  tags?: readonly TagId[];
}
export type ChoiceInput = string | Choice;

/** A pack size: label as printed ('500 g', '6 x 1,5 L'), net content when it has one. */
export interface Format {
  label: string;
  net?: number;
  unit?: 'G' | 'ML';
  /** Price relative to the first format; by default derived from the net content. */
  factor?: number;
}

export interface FoodSpec {
  nutrition: NutritionProfile;
  ingredients: string;
  allergens?: AllergenSpec;
}

export interface ProductTemplate {
  items: readonly ChoiceInput[];
  /** Where '{item}' appears the item goes there, otherwise the variant follows the item. */
  variants?: readonly ChoiceInput[];
  /** Pack sizes of PZ products; KG products have none. */
  formats?: readonly Format[];
  /** Producer brands; the cooperative's own brand is added to every template. */
  brands: readonly string[];
  /** Cents for the first format, or per kilogram when sold by weight. */
  price: readonly [number, number];
  byWeight?: { step: 100 | 250 | 500; maxKg?: number; pieceGrams?: number };
  vat: '4' | '10' | '22';
  food?: FoodSpec;
  storage: string;
  recycling: string;
  country?: string;
  tags?: readonly TagId[];
  animals?: boolean;
  keywords?: string;
}

export interface SubcategorySpec {
  id: string;
  description: string;
  /** Share of the catalogue relative to the other subcategories. */
  weight: number;
  templates: readonly ProductTemplate[];
}

export interface MainCategorySpec {
  id: string;
  description: string;
  subcategories: readonly SubcategorySpec[];
}
