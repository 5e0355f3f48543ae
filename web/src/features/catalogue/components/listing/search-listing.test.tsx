import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { stubCatalogueApi } from '../../testing/catalogue-api';
import { calledUrls, renderRoute } from '../../testing/render-route';
import { SearchListing } from './search-listing';

function lastProductQuery(fetchMock: ReturnType<typeof stubCatalogueApi>) {
  return calledUrls(fetchMock)
    .filter((url) => url.pathname.startsWith('/cli/ecommerce/products/'))
    .at(-1)
    ?.searchParams.toString();
}

describe('SearchListing', () => {
  beforeEach(() => {
    useUserStore.setState({ defaultStore: { id: '7', name: 'Spesa' } });
  });

  it('searches the text from the navigation state and reloads from page 0 on a filter', async () => {
    const fetchMock = stubCatalogueApi();
    const user = userEvent.setup();
    const { router } = renderRoute(<SearchListing />, {
      path: '/search',
      url: '/search',
      state: { searchInput: 'mozarela', onlyBranded: true },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Risultati per "mozarela"' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(lastProductQuery(fetchMock)).toBe('q=mozarela&onlyBranded=true&p=0'),
    );
    expect(screen.getByRole('checkbox', { name: 'A marchio' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Solo offerte' }));
    await waitFor(() =>
      expect(lastProductQuery(fetchMock)).toBe(
        'q=mozarela&onlyPromotions=true&onlyBranded=true&p=0',
      ),
    );
    expect(router.state.location.search).toBe('?q=mozarela&promo=1&brand=1');
  });

  it("says 'Nessun prodotto trovato' when nothing matches", async () => {
    stubCatalogueApi({ totalPages: 0 });
    renderRoute(<SearchListing />, { path: '/search', url: '/search?q=zzz' });
    expect(await screen.findByText(/Nessun prodotto trovato/)).toBeVisible();
  });

  it('titles an empty search with the offer filter as the offers page', async () => {
    stubCatalogueApi();
    renderRoute(<SearchListing />, {
      path: '/search',
      url: '/search',
      state: { searchInput: '', onlyPromotions: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'In offerta' })).toBeVisible();
  });
});
