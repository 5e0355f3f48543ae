import { describe, expect, it, vi } from 'vitest';
import { apiRequest, apiRequestPage } from './api-client';
import { ApiError, isSessionLostError, NETWORK_ERROR_CODE } from './api-error';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('unwraps data from a success envelope and sends cookies', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ responseCode: 0, data: [{ id: 7 }] }));

    await expect(apiRequest('/cli/categories')).resolves.toEqual([{ id: 7 }]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/cli/categories');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('accepts 200 as a success code too', async () => {
    stubFetch(async () => jsonResponse({ responseCode: 200, data: 'ok' }));
    await expect(apiRequest('/cli/x')).resolves.toBe('ok');
  });

  it('builds the query string and skips undefined values', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ responseCode: 0, data: null }));
    await apiRequest('/cli/stores/ecommerce', { query: { s: 20, p: 0, q: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cli/stores/ecommerce?s=20&p=0');
  });

  it('sends a JSON body for writes', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ responseCode: 0, data: null }));
    await apiRequest('/cli/slists/create', { method: 'POST', body: { title: 'Casa' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"title":"Casa"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("asks for the server's messages in the interface's language (issue 27.5)", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ responseCode: 0, data: null }));
    document.documentElement.lang = 'en';
    try {
      await apiRequest('/cli/slists/create', { method: 'POST', body: { title: 'Casa' } });
    } finally {
      document.documentElement.lang = 'it';
    }
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('turns an error code at HTTP 200 into an ApiError with the Italian message', async () => {
    // The server answers every business outcome with HTTP 200 and the code (issue 26).
    stubFetch(async () =>
      jsonResponse({
        responseCode: 4030,
        message: 'not found',
        errorMessage: 'not found',
        data: null,
      }),
    );

    const error = await apiRequest('/cli/ecommerce/products/barcode/1').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4030, status: 200, message: 'Prodotto non trovato' });
    expect(isSessionLostError(error)).toBe(false);
  });

  it('keeps the HTTP status of a lost session and of an unreadable request', async () => {
    stubFetch(async () => jsonResponse({ responseCode: 401, message: 'Sessione scaduta' }, 401));
    const lost = await apiRequest('/cli/ecommerce/cart/current').catch((e: unknown) => e);
    expect(lost).toMatchObject({ code: 401, status: 401 });
    expect(isSessionLostError(lost)).toBe(true);
    stubFetch(async () =>
      jsonResponse({ responseCode: 400, message: 'Richiesta non valida' }, 400),
    );
    const unreadable = await apiRequest('/cli/ecommerce/cart/store').catch((e: unknown) => e);
    expect(unreadable).toMatchObject({ code: 400, status: 400 });
  });

  it("keeps the envelope's own message beside the catalogue one", async () => {
    stubFetch(async () =>
      jsonResponse({ responseCode: 13, message: 'La password attuale non è corretta' }),
    );
    const error = await apiRequest('/cli/profiles/password/change').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 13,
      message: 'Password non valida',
      serverMessage: 'La password attuale non è corretta',
      displayMessage: 'La password attuale non è corretta',
    });
  });

  it('falls back on the catalogue message when the envelope has none', async () => {
    stubFetch(async () => jsonResponse({ responseCode: 36, data: null }));
    const error = await apiRequest('/cli/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ serverMessage: undefined, displayMessage: 'Carta disabilitata' });
  });

  it('sends extra headers', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ responseCode: 0, data: null }));
    await apiRequest('/cli/profiles/login', { headers: { Authorization: 'Basic eDp5' } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Basic eDp5' });
  });

  it('fails on an error code even when the HTTP status is 200', async () => {
    stubFetch(async () => jsonResponse({ responseCode: 4105, data: null }));
    await expect(apiRequest('/cli/ecommerce/cart/freeze/check')).rejects.toMatchObject({
      code: 4105,
    });
  });

  it('uses the generic message for an unknown code', async () => {
    stubFetch(async () => jsonResponse({ responseCode: 9999, data: null }));
    await expect(apiRequest('/cli/x')).rejects.toMatchObject({
      code: 9999,
      message: "Errore di comunicazione con il server, contatta l'assistenza per maggiori info.",
    });
  });

  it('reports a network failure as an ApiError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(cause));

    const error = await apiRequest('/cli/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, status: 0, cause });
  });

  it('falls back on the HTTP status when the body is not an envelope', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/cli/x')).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('lets an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    stubFetch(() => Promise.reject(abort));
    await expect(apiRequest('/cli/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('apiRequestPage', () => {
  it('keeps the paging fields', async () => {
    stubFetch(async () =>
      jsonResponse({ responseCode: 0, data: [{ id: 1 }], totalPages: 3, number: 1, last: false }),
    );
    await expect(apiRequestPage('/cli/stores/ecommerce')).resolves.toEqual({
      data: [{ id: 1 }],
      totalPages: 3,
      number: 1,
      last: false,
    });
  });
});
