import { keepEarlyReplies } from '@/shared/api/early-replies';

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

/** The one call a server-drawn screen still leaves to the app (entry-server.tsx sends no configuration). */
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
  const path = location.path.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(location.search);
  const keys = [...params.keys()];
  const only = (...allowed: string[]) => keys.every((key) => allowed.includes(key));
  const product = /^\/(?:product\/([^/]+)|[^/]+\/[^/]+\/[^/]+\/([^/]+))$/.exec(path);
  if (path === '/' || path === '/app') {
    urls.push('/cli/ecommerce/deliveries');
  } else if (storeId === undefined || location.state != null) {
    // The screens below need the store; navigation state may change their filters.
  } else if (path === '/home') {
    urls.push(
      `/cli/cms/banners?${query({ category: 'WEB', storeId: String(storeId) })}`,
      '/cli/ecommerce/productsTags',
      `/cli/ecommerce/products/${storeId}/featured`,
    );
  } else if (path === '/category' && only('c') && params.get('c')) {
    urls.push(
      '/cli/categories',
      '/cli/ecommerce/productsTags',
      `/cli/ecommerce/products/${storeId}?${query({ category: params.get('c') ?? '', p: '0' })}`,
    );
  } else if (path === '/search' && only('q') && params.get('q')?.trim()) {
    const q = params.get('q')?.trim() ?? '';
    urls.push(`/cli/ecommerce/products/${storeId}?${query({ q, p: '0' })}`);
  } else if (product) {
    const barcode = encodeURIComponent(decodeURIComponent(product[1] ?? product[2] ?? ''));
    urls.push(
      `/cli/ecommerce/products/barcode/${barcode}?${query({ store: String(storeId) })}`,
      `/cli/ecommerce/products/barcode/${barcode}/info`,
    );
  }
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
    path: window.location.pathname.replace(/^\/app(?=\/|$)/, ''),
    search: window.location.search,
    state,
  };
  const replies = new Map<string, Promise<Response>>();
  // The server drew this screen (app/entry-server.tsx) and sent its data with it: only the
  // configuration, which it leaves out, is still to ask.
  const drawn = document.documentElement.hasAttribute('data-first-paint');
  const urls = firstScreenRequests(location, storedStoreId());
  const sent = drawn ? urls.filter((url) => url === CONFIGURATION_URL) : urls;
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
