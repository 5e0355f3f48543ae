import { z } from 'zod';

/**
 * Spec 3, payment method: the type value that says an online card is linked. The spec withholds
 * the provider-branded literal; ours is the payment mode the card pays with. NONE: no card.
 */
export const ONLINE_CARD_METHOD_TYPE = 'ONLINE_CARD';
export const paymentMethodTypes = [ONLINE_CARD_METHOD_TYPE, 'NONE'] as const;
export const PaymentMethodType = z.enum(paymentMethodTypes);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

export const cardBrands = ['VISA', 'MASTERCARD', 'AMEX', 'OTHER'] as const;
export const CardBrand = z.enum(cardBrands);
export type CardBrand = z.infer<typeof CardBrand>;

/** What the shop keeps of a linked card: never the number or the security code. */
export const LinkedCard = z.object({
  brand: CardBrand,
  lastFour: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
});
export type LinkedCard = z.infer<typeof LinkedCard>;

/** GET /cli/pay/paymentmethod: the linked card, or NONE with no card. */
export const PaymentMethod = z.discriminatedUnion('paymentMethodType', [
  LinkedCard.extend({ paymentMethodType: z.literal(ONLINE_CARD_METHOD_TYPE) }),
  z.object({ paymentMethodType: z.literal('NONE') }),
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** POST /cli/pay/paymentmethod/delete (spec 7): the online-card type value. */
export const PaymentMethodDeleteRequest = z.object({
  paymentMethodType: z.literal(ONLINE_CARD_METHOD_TYPE),
});
export type PaymentMethodDeleteRequest = z.infer<typeof PaymentMethodDeleteRequest>;

/**
 * The boarding page opens from this path (under the API base) in a new tab; it sends the
 * shopper on to the provider's page and, at the end, back to PAYMENTS_RETURN_PATH.
 */
export const PAYMENT_BOARDING_PATH = '/cli/pay/boarding';

/** Where the shop lands after boarding, with `card` telling how it went. */
export const boardingOutcomes = ['linked', 'cancelled', 'failed'] as const;
export const BoardingOutcome = z.enum(boardingOutcomes);
export type BoardingOutcome = z.infer<typeof BoardingOutcome>;

/** Spec 9: card onboarding authorises 0.01 €, voided at once. */
export const CARD_VERIFICATION_CENTS = 1;

/** Spec 9: the online card pre-authorises the total raised by 10 %, rounded up to the cent. */
export function preauthorisationCents(totalToPayCents: number): number {
  // Integer arithmetic: 110 % of whole cents, rounded up, without binary drift.
  return Math.ceil((totalToPayCents * 110) / 100);
}

/** The payment ledger's operations and outcomes (one row per operation). */
export const paymentOperations = ['VERIFY', 'AUTHORISE', 'CAPTURE', 'RELEASE', 'REFUND'] as const;
export const PaymentOperation = z.enum(paymentOperations);
export type PaymentOperation = z.infer<typeof PaymentOperation>;

/**
 * ABANDONED: the reconciler asked the acquirer about a PENDING or FAILED operation of an attempt
 * that died, and it had never received it: nothing moved.
 */
export const paymentOutcomes = ['PENDING', 'APPROVED', 'DECLINED', 'FAILED', 'ABANDONED'] as const;
export const PaymentOutcome = z.enum(paymentOutcomes);
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

/** An order's online payment in euros, as its detail shows it. */
export const onlinePaymentStatuses = ['AUTHORISED', 'CAPTURED', 'RELEASED'] as const;
export const OrderOnlinePayment = z.object({
  status: z.enum(onlinePaymentStatuses),
  /** The pre-authorised amount: the total plus 10 % for the weighed products. */
  authorised: z.number(),
  captured: z.number().nullable(),
});
export type OrderOnlinePayment = z.infer<typeof OrderOnlinePayment>;
