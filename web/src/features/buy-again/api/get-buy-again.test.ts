import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buyAgainQueryOptions, buyAgainStripQueryOptions } from './get-buy-again';

describe('the buy-again queries', () => {
  it("go stale with the orders: placing or aborting one invalidates ['orders']", async () => {
    const client = new QueryClient();
    const strip = buyAgainStripQueryOptions('12', '3', 5);
    const pages = buyAgainQueryOptions('12', '3');
    client.setQueryData(strip.queryKey, { data: [], totalPages: 0, number: 0, last: true });
    client.setQueryData(pages.queryKey, { pages: [], pageParams: [] });
    await client.invalidateQueries({ queryKey: ['orders'] });
    expect(client.getQueryState(strip.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pages.queryKey)?.isInvalidated).toBe(true);
  });
});
