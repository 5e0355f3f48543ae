import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { useUserStore } from '@/shared/state/user-store';
import { getCurrentCart } from '@/shared/api/get-current-cart';
import { keepEarlyReplies, takeEarlyReply } from '@/shared/api/early-replies';
import {
  CURRENT_CART_URL,
  firstScreenRequests,
  startEarlyRequests,
  type EarlyLocation,
} from './early-requests';
import { prefetchFirstScreen } from './prefetch-first-screen';

/** The URLs the app's own prefetch asks for at `location`, with store 7 chosen. */
function appUrls(location: EarlyLocation): string[] {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ responseCode: 0, data: [] })),
  );
  vi.stubGlobal('fetch', fetchMock);
  prefetchFirstScreen(createQueryClient({ retry: false }), location);
  return fetchMock.mock.calls.map(([input]) => String(input));
}

const at = (path: string, search = '', state: unknown = null): EarlyLocation => ({
  path,
  search,
  state,
});

describe('firstScreenRequests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // An early URL the app never asks for would be a wasted download, or a stale reply later.
  it.each([
    at('/'),
    at('/app'),
    at('/home'),
    at('/category', '?c=01'),
    at('/search', '?q=%20pasta%20fresca'),
    at('/product/8001234567890'),
    at('/frutta/mele/mele-golden/8001234567890'),
    at('/stores'),
  ])('asks for what the app asks for at $path$search', (location) => {
    useUserStore.setState({ defaultStore: { id: '7', name: 'Spesa Centro' } });
    const early = firstScreenRequests(location, '7');
    expect(early.length).toBeGreaterThan(0);
    expect(appUrls(location)).toEqual(expect.arrayContaining(early));
  });

  it('covers every call of the common first screens', () => {
    useUserStore.setState({ defaultStore: { id: '7', name: 'Spesa Centro' } });
    for (const location of [at('/home'), at('/product/8001234567890'), at('/search', '?q=pasta')])
      expect(firstScreenRequests(location, '7').sort()).toEqual(appUrls(location).sort());
  });

  it('leaves listings with filters, navigation state or no store to the app', () => {
    expect(firstScreenRequests(at('/category', '?c=01&promo=1'), '7')).toEqual([
      '/cli/configuration/web',
    ]);
    expect(firstScreenRequests(at('/search', '', { searchInput: 'pasta' }), '7')).toEqual([
      '/cli/configuration/web',
    ]);
    expect(firstScreenRequests(at('/home'), undefined)).toEqual(['/cli/configuration/web']);
  });
});

describe('startEarlyRequests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    // Test files share globals (isolate: false): no early reply may wait for another file's call.
    keepEarlyReplies(new Map());
  });

  function earlyUrls(path: string, user: unknown): string[] {
    localStorage.setItem('user', JSON.stringify({ state: { user, defaultStore: null } }));
    window.history.replaceState(null, '', path);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    return fetchMock.mock.calls.map(([input]) => String(input));
  }

  // Issue 27.3: the saved cart may have been ordered on another device; its read starts early.
  it('asks for the current cart of a stored customer, as the app asks for it', async () => {
    expect(earlyUrls('/app/home', { id: '1' })).toContain(CURRENT_CART_URL);
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ responseCode: 0, data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    takeEarlyReply(CURRENT_CART_URL);
    await getCurrentCart();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([CURRENT_CART_URL]);
  });

  it('leaves the cart alone for guests and on the staff pages', () => {
    expect(earlyUrls('/app/home', null)).not.toContain(CURRENT_CART_URL);
    expect(earlyUrls('/app/staff/orders/3', { id: '1' })).not.toContain(CURRENT_CART_URL);
  });
});

describe('startEarlyRequests on a drawn page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-first-paint');
    window.history.replaceState(null, '', '/');
    keepEarlyReplies(new Map());
  });

  // The page carries the screen's data and the configuration: the app hydrates from those.
  it('asks for none of the screen’s calls, the configuration included', () => {
    document.documentElement.setAttribute('data-first-paint', '/app/assets/index.js');
    window.history.replaceState(null, '', '/app/');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
