import { errorCatalogue, type User } from '@spesa/contracts';

/**
 * The refusal cart/freeze would give the loyalty card typed at checkout, known beforehand from
 * the profile: only the customer's own card, enabled, is taken (41 otherwise, 36 disabled).
 */
export function cardRefusal(user: User, typed: string | undefined): string | null {
  if (!typed) return null;
  const own = user.cards.find((card) => card.code === typed);
  if (!own) return errorCatalogue.CARD_NOT_OWN.message;
  return own.enabled ? null : errorCatalogue.CARD_DISABLED.message;
}

/** The codes of a card refusal at freeze: the customer goes back to the form to fix it. */
export const CARD_REFUSAL_CODES: readonly number[] = [
  errorCatalogue.CARD_NOT_OWN.code,
  errorCatalogue.CARD_DISABLED.code,
];
