import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { makeProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';

const banners = [
  {
    id: 1,
    imageUrl: '/cli/images/banners/a.webp',
    title: 'Le offerte della settimana',
    link: null,
  },
  { id: 2, imageUrl: '/cli/images/banners/b.webp', title: 'Il meglio del biologico', link: null },
];
const tags = [
  { id: 'Bio', description: 'Bio' },
  { id: 'Senza_glutine', description: 'Senza glutine' },
];

function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    let data: unknown = null;
    if (url.startsWith('/cli/cms/banners')) data = banners;
    else if (url.startsWith('/cli/ecommerce/productsTags')) data = tags;
    else if (url.endsWith('/featured'))
      data = [
        makeProduct({ id: '1', description: 'Pane casereccio', netPrice: 1.99, price: 1.99 }),
      ];
    return new Response(JSON.stringify({ responseCode: 0, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Pagina iniziale</p> },
      { path: '/home', element: <HomeRoute /> },
      { path: '/search', element: <p>Pagina ricerca</p> },
      { path: '/category/tag', element: <p>Pagina tag</p> },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('HomeRoute', () => {
  beforeEach(() => {
    stubCarouselEnvironment();
    useUserStore.setState({
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
      defaultDelivery: 'AT_HOME',
      defaultZipCode: '40121',
      defaultCityName: 'Bologna',
    });
  });

  it('sends a visitor without a default store to the landing page', async () => {
    stubApi();
    useUserStore.setState({ defaultStore: null });
    const router = renderHome();
    expect(await screen.findByText('Pagina iniziale')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the store's banners, strip, featured products and tag tiles", async () => {
    const fetchMock = stubApi();
    window.dataLayer = [];
    renderHome();

    expect(
      screen.getByRole('heading', { level: 1, name: 'La tua spesa da Spesa Bologna Mazzini' }),
    ).toBeVisible();
    expect(screen.getByText('Consegna a domicilio · 40121 Bologna')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Le offerte della settimana' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Vai al banner 2: Il meglio del biologico' }),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/cli/cms/banners?category=WEB&storeId=3',
      expect.anything(),
    );

    const featured = screen.getByRole('region', { name: 'Prodotti in evidenza' });
    const card = await within(featured).findByRole('article', { name: 'Pane casereccio' });
    expect(within(card).getByTestId('product-price')).toHaveTextContent('1,99 €');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'view_item_list',
        ecommerce: expect.objectContaining({ item_list_name: 'featured' }),
      }),
    );

    const tiles = await screen.findByRole('region', { name: 'Scegli per stile di vita' });
    expect(within(tiles).getByRole('link', { name: 'Senza glutine' })).toHaveAttribute(
      'href',
      '/category/tag?tag=Senza_glutine',
    );
  });

  it('strip links carry the search and tag state', async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderHome();
    const strip = screen.getByRole('region', { name: 'Esplora il negozio' });

    expect(within(strip).getByRole('link', { name: 'In offerta' })).toHaveAttribute(
      'href',
      '/search?onlyPromotions=true',
    );
    expect(within(strip).getByRole('link', { name: 'A marchio' })).toHaveAttribute(
      'href',
      '/search?onlyBranded=true',
    );
    await user.click(within(strip).getByRole('link', { name: 'A marchio' }));
    expect(router.state.location).toMatchObject({
      pathname: '/search',
      search: '?onlyBranded=true',
      state: { searchInput: '', onlyBranded: true },
    });

    await act(() => router.navigate('/home'));
    const stripAgain = await screen.findByRole('region', { name: 'Esplora il negozio' });
    const bio = await within(stripAgain).findByRole('link', { name: 'Bio' });
    await user.click(bio);
    expect(router.state.location).toMatchObject({
      pathname: '/category/tag',
      search: '?tag=Bio',
      state: { tag: 'Bio', tagDescription: 'Bio', isTag: true },
    });

    await act(() => router.navigate('/home'));
    await user.click(screen.getByRole('link', { name: 'In offerta' }));
    expect(router.state.location).toMatchObject({
      search: '?onlyPromotions=true',
      state: { searchInput: '', onlyPromotions: true },
    });
  });

  it('the search block opens /search with the text in query and state', async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderHome();

    await user.type(screen.getByRole('searchbox', { name: 'Cerca un prodotto' }), 'pasta fresca');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(router.state.location).toMatchObject({
      pathname: '/search',
      search: '?q=pasta+fresca',
      state: { searchInput: 'pasta fresca' },
    });
  });
});
