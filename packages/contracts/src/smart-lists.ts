import { z } from 'zod';
import { CartAdditions, CartLineAdded, CartLineSkipped } from './cart-additions';
import { EntityId, EntityIdParam, ReplyId } from './ids';
import { Barcode } from './catalogue';
import { Unit } from './enums';
import { validationMessages } from './validation';

/** Spec 9: the title a copy gets when none is given. */
export const SMART_LIST_COPY_PREFIX = 'Copia di ';
export const SMART_LIST_TITLE_MAX = 60;
export const SMART_LIST_CUSTOM_DESCRIPTION_MAX = 120;
/** Custom lines have no product to cap them: a generous limit keeps the stepper bounded. */
export const SMART_LIST_CUSTOM_MAX_AMOUNT = 999;
/** Spec 5: a list line never goes below 1 (pieces, kilograms, or custom units). */
export const SMART_LIST_MIN_AMOUNT = 1;

export function defaultCopyTitle(title: string): string {
  return `${SMART_LIST_COPY_PREFIX}${title}`.slice(0, SMART_LIST_TITLE_MAX);
}

export const smartListItemTypes = ['PRODUCT', 'CUSTOM'] as const;
export const SmartListItemType = z.enum(smartListItemTypes);
export type SmartListItemType = z.infer<typeof SmartListItemType>;

const title = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(SMART_LIST_TITLE_MAX, validationMessages.tooLong);

/** Whole pieces or kilograms (spec 9: 2 decimals); the product's umStep is checked by the server. */
const amount = z.number().min(SMART_LIST_MIN_AMOUNT, 'la quantità minima è 1').max(1000);

// ---------------------------------------------------------------- favourites

/** Spec 2 and 3: a favourite shows image, description and barcode, linking to /product/{barcode}. */
export const Favorite = z.object({
  barcode: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type Favorite = z.infer<typeof Favorite>;

/** favorite/add and favorite/delete: add is idempotent, delete of a non-favourite too. */
export const FavoriteRequest = z.object({ barcode: Barcode });
export type FavoriteRequest = z.infer<typeof FavoriteRequest>;

/** favorite/all, favorite/add and favorite/delete all answer the whole list, newest first. */
export const FavoriteList = z.array(Favorite);
export type FavoriteList = z.infer<typeof FavoriteList>;

// ---------------------------------------------------------------- smart lists

/**
 * Spec 3, a smart-list line. `id` and `itemId` are the same id (the spec names both).
 * PRODUCT lines carry the product's barcode, image and quantity rule (um, umStep, maxAmount, as
 * the cart's stepper uses them); `amount` is in the product's unit (pieces, or kilograms for
 * KG). CUSTOM lines are free text: barcode and imageUrl null, um PZ, umStep 1.
 */
export const SmartListItem = z.object({
  id: ReplyId,
  itemId: ReplyId,
  type: SmartListItemType,
  barcode: z.string().nullable(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  amount: z.number(),
  um: Unit,
  umStep: z.number(),
  maxAmount: z.number(),
});
export type SmartListItem = z.infer<typeof SmartListItem>;

/** GET /cli/slists: the customer's lists, oldest first (the first one is the default current). */
export const SmartListSummary = z.object({
  id: ReplyId,
  title: z.string(),
  itemCount: z.number().int(),
});
export type SmartListSummary = z.infer<typeof SmartListSummary>;
export const SmartListSummaries = z.array(SmartListSummary);
export type SmartListSummaries = z.infer<typeof SmartListSummaries>;

/** GET /cli/slists/{id}, and the answer of create, rename, copy and every items/* call. */
export const SmartList = SmartListSummary.extend({ items: z.array(SmartListItem) });
export type SmartList = z.infer<typeof SmartList>;

export const SmartListIdParam = z.object({ id: EntityIdParam });
export type SmartListIdParam = z.infer<typeof SmartListIdParam>;

export const SmartListCreateRequest = z.object({ title });
export type SmartListCreateRequest = z.infer<typeof SmartListCreateRequest>;

export const SmartListRenameRequest = z.object({ id: EntityId, title });
export type SmartListRenameRequest = z.input<typeof SmartListRenameRequest>;
export type SmartListRenameRequestParsed = z.output<typeof SmartListRenameRequest>;

/** Spec 7 and 9: title optional, defaulting to 'Copia di ' + the source title. */
export const SmartListCopyRequest = z.object({
  id: EntityId,
  title: z
    .string()
    .trim()
    .max(SMART_LIST_TITLE_MAX, validationMessages.tooLong)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type SmartListCopyRequest = z.input<typeof SmartListCopyRequest>;
export type SmartListCopyRequestParsed = z.output<typeof SmartListCopyRequest>;

/** Deleting the customer's last list fails with 2035; the answer is the lists left. */
export const SmartListDeleteRequest = z.object({ id: EntityId });
export type SmartListDeleteRequest = z.input<typeof SmartListDeleteRequest>;
export type SmartListDeleteRequestParsed = z.output<typeof SmartListDeleteRequest>;

/**
 * Spec 7, items/create: `{id, barcode, amount}` for a product, `{id, type: 'CUSTOM', amount,
 * description}` for free text. A product already in the list gets the amount added to its line.
 */
export const SmartListItemCreateRequest = z
  .object({
    id: EntityId,
    type: SmartListItemType.default('PRODUCT'),
    barcode: Barcode.optional(),
    description: z
      .string()
      .trim()
      .max(SMART_LIST_CUSTOM_DESCRIPTION_MAX, validationMessages.tooLong)
      .optional(),
    amount,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'PRODUCT') {
      if (v.barcode === undefined)
        ctx.addIssue({ code: 'custom', path: ['barcode'], message: validationMessages.required });
      if (v.description !== undefined)
        ctx.addIssue({ code: 'custom', path: ['description'], message: 'non previsto' });
      return;
    }
    if (!v.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: validationMessages.required });
    if (v.barcode !== undefined)
      ctx.addIssue({ code: 'custom', path: ['barcode'], message: 'non previsto per CUSTOM' });
    if (!Number.isInteger(v.amount) || v.amount > SMART_LIST_CUSTOM_MAX_AMOUNT)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'quantità non valida' });
  });
export type SmartListItemCreateRequest = z.input<typeof SmartListItemCreateRequest>;
export type SmartListItemCreateRequestParsed = z.output<typeof SmartListItemCreateRequest>;

/** items/update sets the amount (never below 1); pieces whole, weights a multiple of umStep. */
export const SmartListItemUpdateRequest = z.object({ id: EntityId, itemId: EntityId, amount });
export type SmartListItemUpdateRequest = z.input<typeof SmartListItemUpdateRequest>;
export type SmartListItemUpdateRequestParsed = z.output<typeof SmartListItemUpdateRequest>;

export const SmartListItemDeleteRequest = z.object({ id: EntityId, itemId: EntityId });
export type SmartListItemDeleteRequest = z.input<typeof SmartListItemDeleteRequest>;
export type SmartListItemDeleteRequestParsed = z.output<typeof SmartListItemDeleteRequest>;

// ---------------------------------------------------------------- whole list into the cart

/**
 * Ours, not the spec's (spec 7 has no call for it): POST /cli/slists/cart puts every product
 * line of list `id` into the open cart `cartId`, in one transaction, adding each line's amount
 * to what the cart already holds.
 */
export const SmartListToCartRequest = z.object({ id: EntityId, cartId: EntityId });
export type SmartListToCartRequest = z.input<typeof SmartListToCartRequest>;
export type SmartListToCartRequestParsed = z.output<typeof SmartListToCartRequest>;

/** The cart's report of lines added from elsewhere (cart-additions.ts), each with its list item. */
export const SmartListCartAdded = CartLineAdded.extend({ itemId: ReplyId });
export type SmartListCartAdded = z.infer<typeof SmartListCartAdded>;
export const SmartListCartSkipped = CartLineSkipped.extend({ itemId: ReplyId });
export type SmartListCartSkipped = z.infer<typeof SmartListCartSkipped>;

export const SmartListToCartResult = CartAdditions.extend({
  added: z.array(SmartListCartAdded),
  skipped: z.array(SmartListCartSkipped),
});
export type SmartListToCartResult = z.infer<typeof SmartListToCartResult>;
