import { describe, expect, it, vi } from 'vitest';
import { apiRequest, apiRequestWithChanges } from './api-client';
import { ApiError } from './api-error';

function stubEnvelope(responseCode: number, data: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ responseCode, data }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequestWithChanges', () => {
  it('returns the data of a success with code 0', async () => {
    stubEnvelope(0, { id: 7 });
    await expect(apiRequestWithChanges('/cli/ecommerce/cart/copy')).resolves.toEqual({
      code: 0,
      data: { id: 7 },
    });
  });

  it('returns the changes of a 4105 answer instead of throwing', async () => {
    stubEnvelope(4105, { removedItems: [{ ref: 'R1' }] });
    await expect(apiRequestWithChanges('/cli/ecommerce/cart/freeze/check')).resolves.toEqual({
      code: 4105,
      data: { removedItems: [{ ref: 'R1' }] },
    });
  });

  it('still throws on any other code', async () => {
    stubEnvelope(4029, null, 200);
    const failure = apiRequestWithChanges('/cli/ecommerce/cart/freeze');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 4029 });
  });

  it('leaves apiRequest failing on 4105', async () => {
    stubEnvelope(4105, { removedItems: [] });
    await expect(apiRequest('/cli/ecommerce/cart/copy')).rejects.toMatchObject({ code: 4105 });
  });
});
