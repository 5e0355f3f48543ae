import { deliveryModes, type DeliveryModeId } from '@spesa/contracts';

/**
 * The shopper's chosen store and mode, mirrored from the persisted user store into a cookie so
 * the server can draw the first screen for that store (app/entry-server.tsx). Not personal
 * and not a session: a store id, its name and the delivery mode.
 */
export const STORE_COOKIE = 'spesa_store';
const YEAR_SECONDS = 365 * 24 * 3600;
const MODES: readonly string[] = deliveryModes;

export interface StoreChoice {
  id: number;
  name: string;
  delivery: DeliveryModeId | null;
}

/** The cookie's value for a choice ('' clears it). */
export function storeChoiceValue(choice: StoreChoice | null): string {
  return choice ? encodeURIComponent(JSON.stringify(choice)) : '';
}

/** Reads a cookie value back; anything malformed is no choice. */
export function readStoreChoice(value: string | undefined): StoreChoice | null {
  if (!value) return null;
  try {
    // As written (URI-encoded), or as a server's cookie parser hands it over (decoded).
    const text = value.startsWith('{') ? value : decodeURIComponent(value);
    const parsed = JSON.parse(text) as Partial<StoreChoice> | null;
    if (
      typeof parsed?.id !== 'number' ||
      !Number.isSafeInteger(parsed.id) ||
      typeof parsed.name !== 'string' ||
      parsed.name.length > 200
    )
      return null;
    const delivery =
      typeof parsed.delivery === 'string' && MODES.includes(parsed.delivery)
        ? (parsed.delivery as DeliveryModeId)
        : null;
    return { id: parsed.id, name: parsed.name, delivery };
  } catch {
    return null;
  }
}

/** Writes (or clears) the cookie in the browser. */
export function writeStoreChoice(choice: StoreChoice | null): void {
  const value = storeChoiceValue(choice);
  const age = choice ? YEAR_SECONDS : 0;
  document.cookie = `${STORE_COOKIE}=${value}; Path=/app; Max-Age=${age}; SameSite=Lax`;
}
