import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { makeProduct, makeStore } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';

const stores = [
  makeStore({ id: 1, name: 'Spesa Centro' }),
  makeStore({ id: 2, name: 'Spesa Navile' }),
];
const featured: Record<string, string> = { '1': 'Pane casereccio', '2': 'Mozzarella di bufala' };

function respond(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/cli/stores/ecommerce')) {
      return respond({ responseCode: 0, data: stores, totalPages: 1, number: 0, last: true });
    }
    const store = /\/cli\/ecommerce\/products\/(\d+)\/featured$/.exec(url)?.[1] ?? '';
    const description = featured[store] ?? 'Sconosciuto';
    return respond({ responseCode: 0, data: [makeProduct({ id: Number(store), description })] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('HomeRoute', () => {
  beforeEach(() => {
    useUserStore.setState({ defaultStore: null });
  });

  it('selects the first store and shows its featured products', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<HomeRoute />);

    expect(await screen.findByRole('article', { name: 'Pane casereccio' })).toBeVisible();
    expect(screen.getByLabelText('Punto vendita')).toHaveValue('1');
    expect(fetchMock).toHaveBeenCalledWith('/cli/stores/ecommerce?s=20&p=0', expect.anything());
  });

  it('switches store, refreshes the grid and remembers the choice', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<HomeRoute />);
    await screen.findByRole('article', { name: 'Pane casereccio' });

    await user.selectOptions(screen.getByLabelText('Punto vendita'), '2');

    const grid = screen.getByRole('list');
    expect(
      await within(grid).findByRole('article', { name: 'Mozzarella di bufala' }),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      state: { defaultStore: { id: 2, name: 'Spesa Navile' } },
    });
  });

  it('starts from the remembered store', async () => {
    stubApi();
    useUserStore.setState({ defaultStore: { id: 2, name: 'Spesa Navile' } });
    renderWithProviders(<HomeRoute />);

    expect(await screen.findByRole('article', { name: 'Mozzarella di bufala' })).toBeVisible();
    expect(screen.getByLabelText('Punto vendita')).toHaveValue('2');
  });

  it('offers a retry when the stores cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    renderWithProviders(<HomeRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a caricare i dati',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });
});
