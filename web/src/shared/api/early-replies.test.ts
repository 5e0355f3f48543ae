import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { keepEarlyReplies } from './early-replies';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('early replies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    keepEarlyReplies(new Map());
  });

  it('answers the first GET of a URL from the early reply, and later ones from the network', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ responseCode: 0, data: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    keepEarlyReplies(
      new Map([
        [
          '/cli/ecommerce/productsTags',
          Promise.resolve(jsonResponse({ responseCode: 0, data: 1 })),
        ],
      ]),
    );

    await expect(apiRequest('/cli/ecommerce/productsTags')).resolves.toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/cli/ecommerce/productsTags')).resolves.toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the call when the early one failed, and never uses it for a write', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ responseCode: 0, data: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => undefined);
    keepEarlyReplies(new Map([['/cli/categories', failed]]));

    await expect(apiRequest('/cli/categories')).resolves.toBe(3);
    keepEarlyReplies(
      new Map([['/cli/x', Promise.resolve(jsonResponse({ responseCode: 0, data: 1 }))]]),
    );
    await expect(apiRequest('/cli/x', { method: 'POST', body: {} })).resolves.toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
