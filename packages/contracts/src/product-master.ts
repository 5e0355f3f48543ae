import { z } from 'zod';
import { ANNEX_II_ALLERGENS } from './allergens';
import { Barcode } from './catalogue';
import { ReplyId } from './ids';
import { Unit } from './enums';
import { MANDATORY_PARTICULARS } from './product-completeness';
import { ImportLineError } from './store-setup';

/** The Italian VAT rates a product can carry, as `vatConfigurationId` names them. */
export const VAT_RATES = ['4', '5', '10', '22'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const amount = z.number().positive().max(1000);
const per100 = z.number().min(0).max(100).nullable().default(null);

/** Nutrition per 100 g or 100 ml: the mandatory declaration of Reg. 1169/2011 art. 30(1). */
export const NutritionPer100 = z.object({
  energyKcal: z.number().min(0).max(900),
  fat: per100,
  saturatedFat: per100,
  carbohydrates: per100,
  sugars: per100,
  /** Optional in the declaration (art. 30(2)), shown when the label gives it. */
  fibre: per100,
  proteins: per100,
  salt: per100,
});
export type NutritionPer100 = z.infer<typeof NutritionPer100>;

export const AnnexIIAllergenName = z.enum(ANNEX_II_ALLERGENS, {
  error: `allergene non valido: uno dei 14 dell'allegato II (${ANNEX_II_ALLERGENS.join(', ')})`,
});

/**
 * Issue 31: one product's master data, as the import reads a line and the staff editor saves a
 * form; created or updated by its EAN.
 */
export const ProductMaster = z
  .object({
    barcode: Barcode,
    description: text(120),
    brand: text(60),
    ownBrand: z.boolean().default(false),
    legalName: optionalText(200),
    /** Grams, millilitres or items (PZ: a packet sold by number). */
    netQuantity: z.number().int().positive().max(1_000_000).nullable().default(null),
    netQuantityUnit: z.enum(['G', 'ML', 'PZ']).nullable().default(null),
    categoryId: z.string().regex(/^\d{4}$/, 'sottocategoria non valida (4 cifre, es. 0301)'),
    unit: Unit,
    /** Pieces for PZ (always 1), kilograms for KG (0.1, 0.25, 0.5 …). */
    umStep: amount,
    maxAmount: amount,
    vat: z.enum(VAT_RATES, { error: `aliquota IVA non valida (${VAT_RATES.join(', ')})` }),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    food: z.boolean().default(true),
    operatorName: optionalText(200),
    operatorAddress: optionalText(300),
    country: optionalText(80),
    storage: optionalText(500),
    ingredients: optionalText(4000),
    allergensContains: z.array(AnnexIIAllergenName).default([]),
    allergensMayContain: z.array(AnnexIIAllergenName).default([]),
    nutrition: NutritionPer100.nullable().default(null),
    recycling: optionalText(500),
  })
  .superRefine((p, ctx) => {
    if (p.unit === 'PZ' && p.umStep !== 1)
      ctx.addIssue({ code: 'custom', path: ['umStep'], message: 'un prodotto a pezzi ha passo 1' });
    if (p.maxAmount < p.umStep)
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'inferiore al passo' });
    if ((p.netQuantity === null) !== (p.netQuantityUnit === null))
      ctx.addIssue({
        code: 'custom',
        path: ['netQuantityUnit'],
        message: 'quantità netta e unità vanno indicate insieme',
      });
    if (p.allergensMayContain.some((a) => p.allergensContains.includes(a)))
      ctx.addIssue({
        code: 'custom',
        path: ['allergensMayContain'],
        message: "un allergene contenuto non è anche 'può contenere'",
      });
  });
export type ProductMaster = z.infer<typeof ProductMaster>;
export type ProductMasterInput = z.input<typeof ProductMaster>;

/** A product a food lacking mandatory particulars, for the staff's list (issue 31). */
export const IncompleteProduct = z.object({
  barcode: z.string(),
  description: z.string(),
  brand: z.string(),
  active: z.boolean(),
  missing: z.array(z.enum(MANDATORY_PARTICULARS)),
});
export type IncompleteProduct = z.infer<typeof IncompleteProduct>;

export const ProductActiveRequest = z.object({ active: z.boolean() });
export type ProductActiveRequest = z.infer<typeof ProductActiveRequest>;

export const ProductMasterImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** One line of the import as it would apply: created or updated, by EAN. */
export const ProductMasterImportLine = z.object({
  line: z.number().int().positive(),
  barcode: z.string(),
  description: z.string(),
  action: z.enum(['create', 'update']),
  /** Mandatory particulars the product will still lack (it may be imported, not activated). */
  missing: z.array(z.enum(MANDATORY_PARTICULARS)),
});
export type ProductMasterImportLine = z.infer<typeof ProductMasterImportLine>;

export const ProductMasterImportReport = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  format: z.enum(['csv', 'json']),
  errors: z.array(ImportLineError),
  counts: z.object({
    lines: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
  }),
  lines: z.array(ProductMasterImportLine),
});
export type ProductMasterImportReport = z.infer<typeof ProductMasterImportReport>;

/** Issue 31, the staff editor: a product found by EAN or words. */
export const ProductSearchQuery = z.object({ q: z.string().trim().min(2).max(60) });
export const StaffProductHit = z.object({
  barcode: z.string(),
  description: z.string(),
  brand: z.string(),
  active: z.boolean(),
});
export type StaffProductHit = z.infer<typeof StaffProductHit>;

/** One change of the product, from the audit log. */
export const ProductHistoryEntry = z.object({
  at: z.string(),
  action: z.string(),
  staffId: ReplyId,
  before: z.unknown(),
  after: z.unknown(),
});

export const StaffProductDetail = z.object({
  master: ProductMaster,
  active: z.boolean(),
  missing: z.array(z.enum(MANDATORY_PARTICULARS)),
  history: z.array(ProductHistoryEntry),
});
export type StaffProductDetail = z.infer<typeof StaffProductDetail>;
