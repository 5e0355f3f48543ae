import type { Product, Store, WebConfiguration } from '@spesa/contracts';
import { vi } from 'vitest';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';

export interface StoreApiStub {
  stores: Store[];
  /** Pages the server claims to have, whatever the list holds. */
  totalPages?: number;
  offers?: Product[];
  configuration?: Partial<WebConfiguration>;
  /** The store list answers with a server error. */
  failStores?: boolean;
}

function envelope(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ responseCode: 0, ...body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs fetch for the locator's calls and returns the mock, to read the URLs it saw. */
export function stubStoreApi(stub: StoreApiStub) {
  const { stores, totalPages = 1, offers = [], configuration, failStores = false } = stub;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/cli/configuration/web') {
      return envelope({ data: { ...defaultWebConfiguration, ...configuration } });
    }
    if (url.pathname === '/cli/stores/ecommerce' && failStores) {
      return new Response(JSON.stringify({ responseCode: 4000 }), { status: 500 });
    }
    if (url.pathname === '/cli/stores/ecommerce') {
      const page = Number(url.searchParams.get('p') ?? 0);
      return envelope({ data: stores, totalPages, number: page, last: page >= totalPages - 1 });
    }
    if (url.pathname.startsWith('/cli/ecommerce/products/')) {
      return envelope({ data: offers, totalPages: 1, number: 0, last: true });
    }
    return new Response(JSON.stringify({ responseCode: 404 }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings of every store-list call, in order. */
export function storeListCalls(fetchMock: ReturnType<typeof stubStoreApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/cli/stores/ecommerce')
    .map((url) => url.searchParams);
}
