import { z } from 'zod';
import { Barcode } from './catalogue';
import { Unit } from './enums';
import { EntityId, EntityIdParam } from './ids';
import { substitutionChoices } from './substitution-rules';

/*
 * Issue 30, the payloads of per-line substitution preferences: on a cart line, remembered per
 * customer and product, and the suggestions a customer or an operator picks from.
 */

export const SubstitutionChoiceSchema = z.enum(substitutionChoices);

/** A line's preference; `barcode` and `description` name the product of a PRODUCT choice. */
export const SubstitutionPreference = z.object({
  choice: SubstitutionChoiceSchema,
  barcode: z.string().nullable(),
  description: z.string().nullable(),
});
export type SubstitutionPreference = z.infer<typeof SubstitutionPreference>;

/** The choice as a client sends it: PRODUCT needs the substitute's barcode, the others none. */
const choiceBody = {
  choice: SubstitutionChoiceSchema,
  substituteBarcode: Barcode.nullish().transform((v) => v ?? undefined),
};
const productNeedsBarcode = (
  v: { choice: string; substituteBarcode?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.choice === 'PRODUCT' && !v.substituteBarcode)
    ctx.addIssue({ code: 'custom', path: ['substituteBarcode'], message: 'Campo obbligatorio' });
  if (v.choice !== 'PRODUCT' && v.substituteBarcode)
    ctx.addIssue({
      code: 'custom',
      path: ['substituteBarcode'],
      message: 'solo per la scelta PRODUCT',
    });
};

/**
 * POST /cli/ecommerce/cart/substitution: the line's preference, also remembered for the
 * customer's next orders. `choice: null` is not offered: 'DEFAULT' drops the line's own choice,
 * which then follows the order's yes/no.
 */
export const CartSubstitutionRequest = z
  .object({
    cartId: EntityId,
    barcode: Barcode,
    ...choiceBody,
    choice: z.enum([...substitutionChoices, 'DEFAULT']),
  })
  .superRefine(productNeedsBarcode);
export type CartSubstitutionRequest = z.input<typeof CartSubstitutionRequest>;
export type CartSubstitutionRequestParsed = z.output<typeof CartSubstitutionRequest>;

/** GET /cli/ecommerce/cart/substitutes: suggestions for a line of the customer's cart. */
export const CartSubstitutesQuery = z.object({ cartId: EntityIdParam, barcode: Barcode });
export type CartSubstitutesQuery = z.input<typeof CartSubstitutesQuery>;

/** A product that may replace a line: it passes every rule, in the line's store. */
export const SubstituteSuggestion = z.object({
  barcode: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  um: Unit,
  netPrice: z.number(),
  /** Euro per kg or litre (or per piece) as the band compares it. */
  comparableUnitPrice: z.number(),
  comparableUnit: z.enum(['KG_L', 'PIECE']),
  /** The customer's own named product, listed first. */
  customerChoice: z.boolean(),
});
export type SubstituteSuggestion = z.infer<typeof SubstituteSuggestion>;

export const SubstituteSuggestions = z.object({
  barcode: z.string(),
  /** The line's effective choice: NONE lists nothing. */
  choice: SubstitutionChoiceSchema,
  bandPercent: z.number().int(),
  suggestions: z.array(SubstituteSuggestion),
});
export type SubstituteSuggestions = z.infer<typeof SubstituteSuggestions>;

/** A remembered preference of the profile. */
export const RememberedSubstitution = z.object({
  productBarcode: z.string(),
  productDescription: z.string(),
  preference: SubstitutionPreference,
  updatedAt: z.string(),
});
export type RememberedSubstitution = z.infer<typeof RememberedSubstitution>;

export const RememberedSubstitutions = z.object({
  preferences: z.array(RememberedSubstitution),
});
export type RememberedSubstitutions = z.infer<typeof RememberedSubstitutions>;

/** PUT /cli/ecommerce/profile/substitutions: sets (or, with DEFAULT, forgets) one product's choice. */
export const SubstitutionPreferenceRequest = z
  .object({ barcode: Barcode, ...choiceBody, choice: z.enum([...substitutionChoices, 'DEFAULT']) })
  .superRefine(productNeedsBarcode);
export type SubstitutionPreferenceRequest = z.input<typeof SubstitutionPreferenceRequest>;
export type SubstitutionPreferenceRequestParsed = z.output<typeof SubstitutionPreferenceRequest>;

/**
 * GET and PUT /cli/staff/stores/{storeId}/substitution-band: the store's unit-price band for
 * substitutes, in percent either side of the ordered unit price (default 30).
 */
export const SubstitutionBand = z.object({ bandPercent: z.number().int().min(0).max(100) });
export type SubstitutionBand = z.infer<typeof SubstitutionBand>;
