import { keepEarlyReplies } from '@/shared/api/early-replies';
import { appPath, firstScreenAt, type FirstScreenName } from './first-screens';

/**
 * The first screen's API calls started by the tiny first script index.html loads, while the
 * libraries still download: on a slow phone the app's own prefetch (prefetch-first-screen.ts)
 * can only start once those have arrived and run, two to three seconds in. This file imports
 * nothing, so that script stays a few hundred bytes; it knows the calls of the common first
 * screens and leaves the rest (and any screen opened with navigation state) to the app. Its URLs
 * are exactly those the app asks for (checked in early-requests.test.ts): the API client takes
 * each reply once, for its first call of that URL.
 */

export interface EarlyLocation {
  /** The path inside the app, without the /app base. */
  path: string;
  search: string;
  /** React Router's navigation state (history.state.usr): it can change a listing's filters. */
  state: unknown;
}

/** The app's configuration, which every screen reads. */
const CONFIGURATION_URL = '/cli/configuration/web';

function query(entries: Record<string, string>): string {
  return new URLSearchParams(entries).toString();
}

/** The GET URLs the app's first screen at `location` asks for, for the store the shopper chose. */
export function firstScreenRequests(
  location: EarlyLocation,
  storeId: string | undefined,
): string[] {
  const urls = [CONFIGURATION_URL];
  const opened = firstScreenAt(location.path);
  if (!opened) return urls;
  const params = new URLSearchParams(location.search);
  const keys = [...params.keys()];
  const only = (...allowed: string[]) => keys.every((key) => allowed.includes(key));
  // The screens past the landing page need the store; navigation state may change their filters.
  const known = storeId !== undefined && location.state == null;
  // Each first screen's calls (first-screens.ts lists the screens).
  const calls: Record<FirstScreenName, () => string[]> = {
    landing: () => ['/cli/ecommerce/deliveries'],
    home: () =>
      known
        ? [
            `/cli/cms/banners?${query({ category: 'WEB', storeId: String(storeId) })}`,
            '/cli/ecommerce/productsTags',
            `/cli/ecommerce/products/${storeId}/featured`,
          ]
        : [],
    category: () =>
      known && only('c') && params.get('c')
        ? [
            '/cli/categories',
            '/cli/ecommerce/productsTags',
            `/cli/ecommerce/products/${storeId}?${query({ category: params.get('c') ?? '', p: '0' })}`,
          ]
        : [],
    'category-tag': () => [],
    search: () => {
      const q = params.get('q')?.trim() ?? '';
      return known && only('q') && q
        ? [`/cli/ecommerce/products/${storeId}?${query({ q, p: '0' })}`]
        : [];
    },
    stores: () => [],
    product: () => {
      if (!known) return [];
      const barcode = encodeURIComponent(decodeURIComponent(opened.parts.barcode ?? ''));
      return [
        `/cli/ecommerce/products/barcode/${barcode}?${query({ store: String(storeId) })}`,
        `/cli/ecommerce/products/barcode/${barcode}/info`,
      ];
    },
  };
  urls.push(...calls[opened.screen.name]());
  return urls;
}

/**
 * The current cart, which the app reads on every load of a logged-in customer
 * (app/cart/use-cart-refresh.ts): another device may have ordered the saved one.
 */
export const CURRENT_CART_URL = '/cli/ecommerce/cart/current';

/** Whether the app's persisted user store holds a logged-in customer. */
function storedCustomer(): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      state?: { user?: unknown };
    } | null;
    return typeof saved?.state?.user === 'object' && saved.state.user !== null;
  } catch {
    return false;
  }
}

/** The store the shopper chose, as the app's persisted user store keeps it. */
function storedStoreId(): string | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      state?: { defaultStore?: { id?: unknown } | null };
    } | null;
    const id = saved?.state?.defaultStore?.id;
    // A number is what versions before string ids (issue 26) saved.
    if (typeof id === 'number') return String(id);
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Run by the first script: sends the calls and keeps their replies for the API client. */
export function startEarlyRequests(): void {
  const state = (history.state as { usr?: unknown } | null)?.usr;
  const location = {
    path: appPath(window.location.pathname),
    search: window.location.search,
    state,
  };
  const replies = new Map<string, Promise<Response>>();
  // The server drew this screen (app/entry-server.tsx) and sent all its data with it, the
  // configuration included: the app hydrates the drawing from that data alone.
  const drawn = document.documentElement.hasAttribute('data-first-paint');
  const sent = drawn ? [] : firstScreenRequests(location, storedStoreId());
  // The staff pages are outside the shop and never read the customer's cart.
  if (storedCustomer() && !/^\/staff(?:\/|$)/.test(location.path)) sent.push(CURRENT_CART_URL);
  for (const url of sent) {
    // As the API client sends a GET: cookies included, JSON asked for.
    const reply = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    reply.catch(() => undefined);
    replies.set(url, reply);
  }
  keepEarlyReplies(replies);
}
