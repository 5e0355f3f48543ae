import { z } from 'zod';
import { EntityIdParam, ReplyId } from './ids';
import { PromotionValueType, Unit } from './enums';
import { ReferenceAbsence } from './lowest-price';
import { MANDATORY_PARTICULARS } from './product-completeness';
import { PICTURE_WIDTHS } from './picture-widths';
import { emptyAsAbsent, pageIndex, pageSize, queryBoolean, searchText } from './query';

export interface Category {
  id: string;
  description: string;
  order: number;
  items: Category[];
}
export const Category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.string(),
    description: z.string(),
    order: z.number().int(),
    items: z.array(Category),
  }),
);

export const Tag = z.object({ id: z.string(), description: z.string() });
export type Tag = z.infer<typeof Tag>;

export const Banner = z.object({
  id: ReplyId,
  imageUrl: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const BannersQuery = z.object({
  category: z.string().trim().min(1).max(20).default('WEB'),
  storeId: EntityIdParam.optional(),
});
export type BannersQuery = z.infer<typeof BannersQuery>;

export { PICTURE_WIDTHS };
const pictureWidth = (fallback: (typeof PICTURE_WIDTHS)[number]) =>
  z.coerce
    .number()
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), {
      message: `w must be one of ${PICTURE_WIDTHS.join(', ')}`,
    })
    .default(fallback);

/** A product picture: `v` the view (as listed in `images`), `w` the WebP width. */
export const ProductPictureQuery = z.object({
  v: z.coerce.number().int().min(1).max(9).default(1),
  w: pictureWidth(400),
});
export const BannerPictureQuery = z.object({ w: pictureWidth(1200) });

export const Promotion = z.object({
  id: ReplyId,
  description: z.string(),
  valueType: PromotionValueType,
  /** Percent for PERCENT, euros off for AMOUNT, final euro price for FIXED_PRICE. */
  value: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  /**
   * Art. 17-bis Codice del consumo: the lowest euro price the store applied in the 30 days
   * before the offer began; null when exempt or unknown (see lowestPriceAbsence). Absent on
   * replies that carry no offer details (orders).
   */
  lowestPrice30Days: z.number().nullable().optional(),
  lowestPriceAbsence: ReferenceAbsence.nullable().optional(),
  /** The announced percentage, computed from lowestPrice30Days (else the previous price). */
  discountPercent: z.number().int().optional(),
});
export type Promotion = z.infer<typeof Promotion>;

/** A product as sold in one store: prices, promotion and availability are per store. */
export const Product = z.object({
  id: ReplyId,
  barcode: z.string(),
  ref: z.string(),
  description: z.string(),
  brand: z.string(),
  ownBrand: z.boolean(),
  imageUrl: z.string(),
  images: z.array(z.string()),
  categoryId: z.string(),
  categoryName: z.string(),
  subCategoryName: z.string(),
  /** Euro per piece (PZ) or per kilogram (KG). */
  price: z.number(),
  /** price after the active promotion */
  netPrice: z.number(),
  /** Euro per umPerUm (a kilogram or a litre), for comparing sizes. */
  pricePerUm: z.number().nullable(),
  umPerUm: z.string().nullable(),
  umStep: z.number(),
  maxAmount: z.number(),
  um: Unit,
  purchaseUm: Unit,
  promotions: z.array(Promotion),
  available: z.boolean(),
  tags: z.array(z.string()),
  attrib3: z.string().nullable(),
  vatConfigurationId: z.string(),
});
export type Product = z.infer<typeof Product>;

/**
 * Issue 27.12: a listing's order besides the default (shelf order, or relevance for a search):
 * the card's price (netPrice times umStep), the price per kilogram or litre (products without
 * one last, either way) or the name; `dir` applies to it, ascending unless 'desc'.
 */
export const PRODUCT_SORTS = ['price', 'unitPrice', 'name'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS, {
  error: `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
});
export type ProductSort = z.infer<typeof ProductSort>;
export const SortDirection = z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' });
export type SortDirection = z.infer<typeof SortDirection>;

/** The shopper's filters, shared by a listing and its brand counts. */
const listingFilters = {
  q: searchText,
  category: z.string().trim().min(1).max(20).optional(),
  onlyPromotions: queryBoolean,
  onlyBranded: queryBoolean,
  tag: z.string().trim().min(1).max(40).optional(),
};

/** Issue 27.12: one brand, exactly as a product's `brand` says it. */
const brandName = z.string().trim().min(1).max(60).optional();

export const ProductsQuery = z.object({
  ...listingFilters,
  p: pageIndex,
  s: pageSize(24, 100),
  brand: brandName,
  sort: ProductSort.optional(),
  dir: SortDirection.optional(),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

/**
 * Issue 27.12, GET /cli/ecommerce/products/{store}/brands: the brands of a listing's matches
 * with the same filters, so a shopper picks among what is there. A `brand` sent is ignored:
 * the counts show the other brands too.
 */
export const BrandCountsQuery = z.object({ ...listingFilters, brand: brandName });
export type BrandCountsQuery = z.infer<typeof BrandCountsQuery>;

export const BrandCount = z.object({ brand: z.string(), count: z.number().int() });
export type BrandCount = z.infer<typeof BrandCount>;

/**
 * Issue 18, GET /cli/ecommerce/products: the same query with the store optional; an empty
 * `store=` means none (the chain's catalogue).
 */
export const CatalogueQuery = ProductsQuery.extend({
  store: emptyAsAbsent(EntityIdParam.optional()),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

export const StoreParam = z.object({ store: EntityIdParam });

export const Barcode = z
  .string()
  .regex(/^\d{8}$|^\d{12,14}$/, 'codice a barre non valido (8, 12, 13 o 14 cifre)');

export const BarcodeParam = z.object({ barcode: Barcode });
export const BarcodeStoreQuery = z.object({ store: EntityIdParam });

export const NutrientValue = z.object({
  name: z.string(),
  per100: z.object({ value: z.string() }),
});

export const ProductInfo = z.object({
  barcode: z.string(),
  description: z.string(),
  country: z.string().nullable(),
  storage: z.string().nullable(),
  nutrition: z
    .object({
      per100Heading: z.string(),
      per100Unit: z.string(),
      nutrientValues: z.array(NutrientValue),
    })
    .nullable(),
  ingredients: z.string().nullable(),
  allergyAdvice: z.object({
    contains: z.array(z.string()),
    mayContain: z.array(z.string()),
    doesNotContain: z.array(z.string()),
  }),
  recycling: z.string().nullable(),
  tags: z.object({
    vegan: z.boolean(),
    bio: z.boolean(),
    glutenFree: z.boolean(),
    animals: z.boolean(),
  }),
  /** Average weight of one piece in grams, for weighed products; else null. */
  averageWeight: z.number().nullable(),
  /**
   * Issue 31, Reg. (EU) 1169/2011: a food states the particulars of art. 9; a non-food
   * product (household, pet food) has none to state.
   */
  food: z.boolean(),
  /** The legal name of the food ('denominazione'). */
  legalName: z.string().nullable(),
  /** Net quantity: grams, millilitres, or items for a packet sold by number; null when weighed. */
  netQuantity: z.object({ value: z.number(), unit: z.enum(['G', 'ML', 'PZ']) }).nullable(),
  /** The food business operator of art. 8 and its address. */
  operator: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The mandatory particulars this food lacks: the page says so instead of hiding them. */
  missing: z.array(z.enum(MANDATORY_PARTICULARS)),
});
export type ProductInfo = z.infer<typeof ProductInfo>;
