import {
  readLanguageChoice,
  readStoreChoice,
  storeChoiceValue,
  type StoreChoice,
  type WebLanguage,
} from '@spesa/contracts';
import type { KnownStores } from './known-stores';

/**
 * What a first screen is drawn from, read from the request and nothing else: a store known to
 * the database (with its name from there), a mode it offers, one of the app's languages, and
 * the address with only the query parameters the drawn screens read. Two requests with the
 * same choice get the same page, whatever else their cookies and queries hold.
 */
export interface DrawingChoice {
  store: StoreChoice | null;
  language: WebLanguage;
  /** Path and the known query parameters, in a fixed order. */
  url: string;
}

/** The app's cookies as the server received them (the cookie plugin's values). */
export interface DrawingCookies {
  store: string | undefined;
  language: string | undefined;
}

export async function drawingChoice(
  url: string,
  cookies: DrawingCookies,
  stores: KnownStores | undefined,
  /** The query parameters the drawn screens read, as the web build lists them. */
  params: readonly string[],
): Promise<DrawingChoice> {
  const address = new URL(url, 'http://spesa.invalid');
  const query = new URLSearchParams();
  for (const name of params) {
    const value = address.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.size ? `?${query}` : '';
  const cookie = readStoreChoice(cookies.store);
  const known = cookie && stores ? await stores(cookie.id) : null;
  const store =
    cookie && known
      ? {
          id: cookie.id,
          name: known.name,
          delivery:
            cookie.delivery && known.modes.includes(cookie.delivery) ? cookie.delivery : null,
        }
      : null;
  return {
    store,
    language: readLanguageChoice(cookies.language),
    url: `${address.pathname}${search}`,
  };
}

/** The choice as the key of its drawn page (with the shop's day and the catalogue version). */
export const choiceKey = (choice: DrawingChoice): string =>
  [choice.language, choice.store?.id ?? '-', choice.store?.delivery ?? '-', choice.url].join(' ');

/** The store cookie the web build's drawing reads, written from the choice. */
export const storeCookieOf = (choice: DrawingChoice): string | undefined =>
  choice.store ? storeChoiceValue(choice.store) : undefined;
