import { deliveryModes } from './delivery-modes';

type DeliveryModeId = (typeof deliveryModes)[number];

/**
 * The web app's own cookies, which the server reads to draw a first screen for the shopper's
 * choices (issue 15): not a session and nothing personal. Path /app, readable by scripts.
 */
export const STORE_COOKIE = 'spesa_store';
export const LANGUAGE_COOKIE = 'spesa_lang';

/** The interface languages the app writes in the language cookie; the first is the default. */
export const webLanguages = ['it', 'en'] as const;
export type WebLanguage = (typeof webLanguages)[number];

/** Reads the language cookie back; anything else is the default language. */
export function readLanguageChoice(value: string | undefined): WebLanguage {
  return webLanguages.find((language) => language === value) ?? webLanguages[0];
}

/** The store the shopper chose, and how they shop there. */
export interface StoreChoice {
  /** The store's id as replies carry it: a string of digits (issue 26). */
  id: string;
  name: string;
  delivery: DeliveryModeId | null;
}

const MODES: readonly string[] = deliveryModes;

/** The store cookie's value for a choice ('' clears it). */
export function storeChoiceValue(choice: StoreChoice | null): string {
  return choice ? encodeURIComponent(JSON.stringify(choice)) : '';
}

/**
 * A stored id: a string of digits, or the number an older version of the app wrote before ids
 * became strings (issue 26), so a returning shopper keeps the store.
 */
function storedId(id: unknown): string | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? String(id) : null;
  return typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id) ? id : null;
}

/** Reads the store cookie back, encoded or as a server's cookie parser decodes it; anything malformed is no choice. */
export function readStoreChoice(value: string | undefined): StoreChoice | null {
  if (!value) return null;
  try {
    const text = value.startsWith('{') ? value : decodeURIComponent(value);
    const parsed = JSON.parse(text) as { id?: unknown; name?: unknown; delivery?: unknown } | null;
    const id = storedId(parsed?.id);
    if (id === null || typeof parsed?.name !== 'string' || parsed.name.length > 200) return null;
    const delivery =
      typeof parsed.delivery === 'string' && MODES.includes(parsed.delivery)
        ? (parsed.delivery as DeliveryModeId)
        : null;
    return { id, name: parsed.name, delivery };
  } catch {
    return null;
  }
}
