import type { LinkedCard } from '@spesa/contracts';

export type ProviderName = 'sandbox';

/** Why an acquirer refused an operation. */
export const declineReasons = [
  'DECLINED',
  'EXPIRED',
  'INSUFFICIENT_FUNDS',
  'ABOVE_AUTHORISED',
  'NOT_AUTHORISED',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

export function asDeclineReason(text: string | null): DeclineReason {
  return declineReasons.find((r) => r === text) ?? 'DECLINED';
}

/** The acquirer's answer to a money operation; `reference` names what it acted on or created. */
export type ProviderResult =
  | {
      approved: true;
      reference: string;
      /** An authorisation's end of life (ISO time), when the acquirer says: issue 29 renews it. */
      expiresAt?: string;
    }
  | { approved: false; reference: string | null; reason: DeclineReason };

export interface VerifiedCard extends LinkedCard {
  token: string;
  /** The acquirer's 0.01 € verification, voided at once (spec 9). */
  verificationReference: string;
}

/**
 * What the shop needs from an acquirer of online card payments. Every money operation takes an
 * idempotency key: the acquirer answers a repeated key with its first answer and never moves
 * money twice, so a request retried after a lost answer is safe.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a boarding session; the shopper is sent to `redirectUrl`, then back to `returnUrl`. */
  startBoarding(input: {
    customerRef: string;
    returnUrl: string;
  }): Promise<{ boardingId: string; redirectUrl: string }>;
  /**
   * The card a finished boarding verified (0.01 € authorised and voided by the acquirer), if
   * `token` is what that boarding of this customer ended with; null otherwise.
   */
  verifyCard(input: {
    boardingId: string;
    token: string;
    customerRef: string;
  }): Promise<VerifiedCard | null>;
  authorise(input: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ProviderResult>;
  /** Takes up to the authorised amount; the rest of the hold is let go. */
  capture(input: {
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ProviderResult>;
  /** Lets go of an authorisation nothing was captured from. */
  release(input: { reference: string; idempotencyKey: string }): Promise<ProviderResult>;
  refund(input: {
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ProviderResult>;
  /**
   * What the acquirer answered to an operation's key, or null if it never received it: how the
   * reconciler settles a ledger row whose answer a crash lost, without moving any money.
   */
  lookup(input: { idempotencyKey: string }): Promise<ProviderResult | null>;
}
