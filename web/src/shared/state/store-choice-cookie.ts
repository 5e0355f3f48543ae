import { STORE_COOKIE, storeChoiceValue, type StoreChoice } from '@spesa/contracts';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Writes (or clears) the store cookie in the browser: the shopper's chosen store and mode,
 * mirrored from the persisted user store so the server can draw the first screen for that
 * store (app/entry-server.tsx). Its format is the contracts' (web-cookies.ts).
 */
export function writeStoreChoice(choice: StoreChoice | null): void {
  const value = storeChoiceValue(choice);
  const age = choice ? YEAR_SECONDS : 0;
  document.cookie = `${STORE_COOKIE}=${value}; Path=/app; Max-Age=${age}; SameSite=Lax`;
}
