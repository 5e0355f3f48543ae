import { errorCatalogue, type ErrorKey } from './errors';

/**
 * The error catalogue's messages in English, for a request in English (issue 27.5); Italian
 * stays the default and the catalogue's own. Every entry must have one: a missing key is a
 * compile error.
 */
export const englishErrorMessages: Record<ErrorKey, string> = {
  USER_NOT_FOUND: 'User not found',
  INVALID_USERNAME: 'Invalid username',
  INVALID_PASSWORD: 'Invalid password',
  INVALID_ADDRESS: 'Invalid address',
  USER_ALREADY_REGISTERED: 'User already registered',
  USER_ALREADY_REGISTERED_CARD: 'User already registered',
  UNDERAGE: 'You must be of age to sign up for the service',
  INVALID_PHONE: 'Invalid phone number',
  PROFILE_NOT_FOUND: 'Profile not found',
  CARD_DISABLED: 'Card disabled',
  CARD_NOT_OWN: 'Invalid card: enter the loyalty card of your profile',
  WRONG_CREDENTIALS: 'Wrong credentials',
  ACCOUNT_NOT_ACTIVE: 'Profile not activated yet: open the link we sent you by e-mail',
  READ_ONLY: 'This information cannot be changed',
  INVALID_LINK: 'Invalid or expired link',
  DELIVERY_NOT_ACTIVE_FOR_ADDRESS: 'Delivery is not available for the address entered',
  LAST_SHOPPING_LIST: 'You cannot delete your last shopping list',
  HOME_DELIVERY_NOT_ACTIVE_FOR_CITY: 'Home delivery is not available in the selected town',
  GENERIC: 'Generic error',
  CART_NOT_FOUND: 'Cart not found',
  SLOT_CUTOFF_PASSED: 'The time limit to book the order has passed',
  SLOT_FULL: 'The chosen time slot is full: choose another one for delivery or pick-up',
  PRODUCT_NOT_FOUND: 'Product not found',
  PRODUCT_NOT_VALID: 'Invalid product',
  PRODUCT_INCOMPLETE:
    'Incomplete product: mandatory information is missing, it cannot be put on sale',
  MAX_QUANTITY: 'Maximum quantity reached',
  BILLING_ADDRESS_MISSING: 'Billing address missing',
  INVOICE_DATA_REJECTED:
    'Billing data not valid for the electronic invoice: correct the billing address',
  BELOW_MINIMUM_ORDER: 'The minimum amount to book has not been reached',
  MAX_BUNDLES: 'Maximum number of bags for the order exceeded',
  CART_CHANGED: 'Some products have changed price or are no longer available',
  PAYMENT_DECLINED:
    "Payment declined by the card's bank: the order was not placed. Try another card or choose another payment method.",
  PREPARED_ABOVE_AUTHORISATION:
    "The prepared total exceeds the amount pre-authorised on the customer's card: reduce the prepared quantities",
  SLOT_HAS_BOOKINGS: 'Change not allowed: orders are already booked in these slots',
  PAYMENT_IN_PROGRESS:
    'The payment of this cart is already in progress: wait a few seconds and check your orders before trying again.',
  ORDER_IN_PROGRESS: 'You cannot ask to delete your profile while an order is in progress',
  SUBSTITUTE_NOT_WANTED:
    'Substitution not allowed: the customer wants no substitute for this product',
  SUBSTITUTE_NOT_CHOSEN:
    'Substitution not allowed: the customer chose another product as the substitute',
  SUBSTITUTE_ADDS_ALLERGEN:
    'Substitution not allowed: the substitute contains or may contain an allergen the ordered product does not',
  SUBSTITUTE_LACKS_DIET_TAG:
    'Substitution not allowed: the substitute is not gluten-free, lactose-free, vegan or organic like the ordered product',
  SUBSTITUTE_PRICE_OUT_OF_BAND:
    "Substitution not allowed: the substitute's unit price is outside the store's band",
  SUBSTITUTE_NOT_REFUSABLE: 'The substitute cannot be refused',
  PHOTO_TYPE_REFUSED: 'Photo refused: upload a JPEG, PNG or WebP image (not animated)',
  PHOTO_TOO_LARGE: 'Photo too large: make it smaller and try again',
  PHOTO_TOO_MANY_PIXELS: 'Photo has too many pixels: reduce its size and try again',
  PHOTO_LIMIT: 'The product already has the most photos it may keep',
  SLOT_HOLD_ALREADY_EXTENDED: 'You have already extended the time slot held for you once',
  SLOT_HOLD_NOT_FOUND: 'The time slot held for you has expired: choose it again',
  SLOT_RESERVED:
    'The places left in this time slot are kept for priority customers: choose another one',
  WRONG_ORDER_STATUS: 'Wrong order status',
  CROSS_SITE_REQUEST: 'Request refused: it comes from a site other than the shop',
  BAD_REQUEST: 'Invalid request',
  UNAUTHORIZED: 'Session expired',
  FORBIDDEN: 'Operation not allowed',
  NOT_FOUND: 'Resource not found',
  RECORD_NOT_FOUND: 'Item not found',
  STORE_NOT_FOUND: 'Store not found',
  TOO_MANY_REQUESTS: 'Too many requests, try again later',
  INTERNAL: 'Error communicating with the server, contact support for more information.',
};

export type ErrorLanguage = 'it' | 'en';

/**
 * The message of an error in `language`: the catalogue's Italian one swapped for its English
 * one, also where it opens a longer message ('Richiesta non valida (…)'). A message of its own
 * (written in Italian where it is thrown: 'Ordine non trovato') reads as its entry's English
 * one: less precise, but in the shopper's language; the field list (`errors`) still says which
 * field was refused.
 */
export function localisedErrorMessage(
  key: ErrorKey,
  message: string,
  language: ErrorLanguage,
): string {
  if (language === 'it') return message;
  const italian = errorCatalogue[key].message;
  const english = englishErrorMessages[key];
  return message.startsWith(italian) ? `${english}${message.slice(italian.length)}` : english;
}

/**
 * The language a request asks for: the first of its Accept-Language tags this shop speaks
 * (Italian or English, by the order and weights the header gives), Italian otherwise.
 */
export function errorLanguageOf(acceptLanguage: string | undefined): ErrorLanguage {
  if (!acceptLanguage) return 'it';
  const tags = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0 && (t.primary === 'it' || t.primary === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags[0]?.primary === 'en' ? 'en' : 'it';
}
