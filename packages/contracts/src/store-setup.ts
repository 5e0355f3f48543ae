import { z } from 'zod';
import { EntityIdParam, ReplyId } from './ids';
import { Banner } from './catalogue';
import { isSafeBannerLink } from './links';
import { DeliveryModeId } from './enums';
import { ReferenceAbsence } from './lowest-price';
import { SlotDate, SlotTime } from './slots';

/**
 * Store set-up by the staff (issue 8): catalogue import, slot calendar, banners and featured
 * products, under `/cli/staff/stores/{storeId}/...`. Money is euros on the wire.
 */
export const StoreSetupParams = z.object({ storeId: EntityIdParam });
export type StoreSetupParams = z.infer<typeof StoreSetupParams>;

// ---------------------------------------------------------------- catalogue import

/** The columns of the import file, as the README documents them; only barcode and price are required. */
export const catalogueImportColumns = [
  'barcode',
  'description',
  'price',
  'promo_price',
  'promo_from',
  'promo_to',
  'available',
  /** 1/0 or S/N: fresh produce or short use-by, exempt from the 30-day reference price. */
  'perishable',
  /** offerta (default), lancio or sottocosto: the last two carry no 30-day reference price. */
  'promo_kind',
] as const;
export type CatalogueImportColumn = (typeof catalogueImportColumns)[number];

/** `?dryRun=true|false`; without it nothing is applied, so a careless upload only reports. */
export const CatalogueImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type CatalogueImportQuery = z.infer<typeof CatalogueImportQuery>;

/** One problem of the file: `line` is the line in the file (1 is the header), `field` a column or 'line'. */
export const ImportLineError = z.object({
  line: z.number().int().positive(),
  field: z.string(),
  message: z.string(),
});
export type ImportLineError = z.infer<typeof ImportLineError>;

/** A store promotion as the import sets it: a fixed price for a period. */
export const ImportPromotion = z.object({
  price: z.number(),
  validFrom: SlotDate,
  validTo: SlotDate,
  /**
   * The 'lowest price of the last 30 days' the offer will carry (art. 17-bis Codice del
   * consumo), from the store's price history and this file's new price; null when exempt or
   * without history (lowestPriceAbsence says which). Only on the offer the file sets.
   */
  lowestPrice30Days: z.number().nullable().optional(),
  lowestPriceAbsence: ReferenceAbsence.nullable().optional(),
});
export type ImportPromotion = z.infer<typeof ImportPromotion>;

/** What one line changes; a part is null when it stays as it is. `from: null`: new in the store. */
export const ImportChange = z.object({
  line: z.number().int().positive(),
  barcode: z.string(),
  description: z.string(),
  price: z.object({ from: z.number().nullable(), to: z.number() }).nullable(),
  available: z.object({ from: z.boolean().nullable(), to: z.boolean() }).nullable(),
  /** Only when the file's 'perishable' column changes the flag. */
  perishable: z.object({ from: z.boolean().nullable(), to: z.boolean() }).nullable().optional(),
  promotion: z
    .object({ from: ImportPromotion.nullable(), to: ImportPromotion.nullable() })
    .nullable(),
});
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportCounts = z.object({
  /** Data lines read (header and blank lines excluded). */
  lines: z.number().int(),
  unchanged: z.number().int(),
  newInStore: z.number().int(),
  priceChanges: z.number().int(),
  madeAvailable: z.number().int(),
  madeUnavailable: z.number().int(),
  promotionsSet: z.number().int(),
  promotionsEnded: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/**
 * The answer of a dry run (HTTP 200, even with errors) and of a real import (200 when applied;
 * with any error 400 and this report in `data`, nothing applied).
 */
export const CatalogueImportReport = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  errors: z.array(ImportLineError),
  counts: ImportCounts,
  changes: z.array(ImportChange),
});
export type CatalogueImportReport = z.infer<typeof CatalogueImportReport>;

// ---------------------------------------------------------------- slot calendar

export const StoreModeParams = StoreSetupParams.extend({ mode: DeliveryModeId });
export type StoreModeParams = z.infer<typeof StoreModeParams>;

export const StoreModeItemParams = StoreModeParams.extend({
  id: EntityIdParam,
});
export type StoreModeItemParams = z.infer<typeof StoreModeItemParams>;

/** A slot window as the shop's slots name it: validFrom and validTo are 'HH:mm' times. */
const slotRule = {
  validFrom: SlotTime,
  validTo: SlotTime,
  capacity: z.number().int().min(1).max(1000),
  /** Booking closes this many minutes before the start (at most a week). */
  cutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
};
const windowInOrder = (r: { validFrom: string; validTo: string }) => r.validTo > r.validFrom;
const windowMessage = { message: 'la fascia deve finire dopo l’inizio', path: ['validTo'] };

const templateFields = z.object({
  /** 1 Sunday … 7 Saturday (spec 9). */
  weekDay: z.number().int().min(1).max(7),
  ...slotRule,
  /** First day the template applies to. */
  fromDate: SlotDate,
  /** Last day it applies to; null: open-ended. Templates are ended rather than deleted. */
  toDate: SlotDate.nullable(),
});

export const SlotTemplateInput = templateFields
  .refine(windowInOrder, windowMessage)
  .refine((t) => t.toDate === null || t.toDate >= t.fromDate, {
    message: 'la data di fine precede quella di inizio',
    path: ['toDate'],
  });
export type SlotTemplateInput = z.infer<typeof SlotTemplateInput>;

export const SlotTemplateSetup = templateFields.extend({
  id: ReplyId,
  /** The most places booked on one of its slots from today on: the capacity cannot go below. */
  minCapacity: z.number().int(),
});
export type SlotTemplateSetup = z.infer<typeof SlotTemplateSetup>;

export const ClosedDayInput = z.object({
  date: SlotDate,
  reason: z.string().trim().min(1).max(200),
  /** true: the store closes the day for every mode, not only the one in the path. */
  allModes: z.boolean().default(false),
});
export type ClosedDayInput = z.infer<typeof ClosedDayInput>;

export const ClosedDaySetup = z.object({
  id: ReplyId,
  date: SlotDate,
  reason: z.string(),
  allModes: z.boolean(),
});
export type ClosedDaySetup = z.infer<typeof ClosedDaySetup>;

const openingFields = z.object({ date: SlotDate, ...slotRule });
export const SpecialOpeningInput = openingFields.refine(windowInOrder, windowMessage);
export type SpecialOpeningInput = z.infer<typeof SpecialOpeningInput>;

export const SpecialOpeningSetup = openingFields.extend({
  id: ReplyId,
  booked: z.number().int(),
});
export type SpecialOpeningSetup = z.infer<typeof SpecialOpeningSetup>;

/** The calendar of one store and mode from today on. */
export const SlotCalendarSetup = z.object({
  storeId: ReplyId,
  mode: DeliveryModeId,
  templates: z.array(SlotTemplateSetup),
  closedDays: z.array(ClosedDaySetup),
  specialOpenings: z.array(SpecialOpeningSetup),
});
export type SlotCalendarSetup = z.infer<typeof SlotCalendarSetup>;

/** A booked slot a change would drop; listed in `data.conflicts` of the refusal. */
export const BookedSlotConflict = z.object({
  date: SlotDate,
  validFrom: SlotTime,
  validTo: SlotTime,
  booked: z.number().int(),
  reason: z.string(),
});
export type BookedSlotConflict = z.infer<typeof BookedSlotConflict>;

// ---------------------------------------------------------------- banners, featured

export const StoreBannerParams = StoreSetupParams.extend({
  id: EntityIdParam,
});
export type StoreBannerParams = z.infer<typeof StoreBannerParams>;

const instant = z.iso.datetime({ offset: true }).nullable().default(null);

export const StoreBannerInput = z
  .object({
    title: z.string().trim().min(1).max(80),
    /** A path of the shop ('/search?…') or an https address (links.ts); null: links nowhere. */
    link: z
      .string()
      .trim()
      .max(300)
      .refine(isSafeBannerLink, 'link non valido: un percorso del negozio (/search) o https://')
      .nullable()
      .default(null),
    category: z.enum(['WEB', 'APP']).default('WEB'),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
    validFrom: instant,
    validTo: instant,
  })
  .refine((b) => !b.validFrom || !b.validTo || b.validTo > b.validFrom, {
    message: 'la fine precede l’inizio',
    path: ['validTo'],
  });
export type StoreBannerInput = z.infer<typeof StoreBannerInput>;

export const StoreBanner = Banner.extend({
  storeId: ReplyId,
  category: z.string(),
  sortOrder: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type StoreBanner = z.infer<typeof StoreBanner>;

const Barcode = z.string().regex(/^\d{8,14}$/, 'codice a barre non valido');

/** The featured list in order; at most what the home page shows. */
export const FeaturedProductsInput = z.object({
  barcodes: z
    .array(Barcode)
    .max(48)
    .refine((b) => new Set(b).size === b.length, 'codice a barre ripetuto'),
});
export type FeaturedProductsInput = z.infer<typeof FeaturedProductsInput>;

export const FeaturedProductSetup = z.object({
  barcode: z.string(),
  description: z.string(),
  /** false: listed, but the store does not sell it now, so its home page skips it; null: no store in view. */
  shownInStore: z.boolean().nullable(),
});
export type FeaturedProductSetup = z.infer<typeof FeaturedProductSetup>;

/**
 * The featured products in order. A store may keep its own list (set by its operators); a
 * store without one shows the chain's list (set by an administrator), of which its home page
 * skips what it does not sell.
 */
export const FeaturedProductsSetup = z.object({
  storeId: ReplyId.nullable(),
  /** STORE: the store's own list; CHAIN: the chain's, shown by every store without its own. */
  source: z.enum(['STORE', 'CHAIN']),
  products: z.array(FeaturedProductSetup),
});
export type FeaturedProductsSetup = z.infer<typeof FeaturedProductsSetup>;
