import type { Favorite } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configurationReply } from '@/features/smart-lists/testing/fake-lists-api';
import { renderListsRoute } from '@/features/smart-lists/testing/render-lists-route';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { okReply, stubApi } from '@/testing/stub-api';
import { FavoritesRoute } from './favorites';

const pasta: Favorite = {
  barcode: '8001234567890',
  description: 'Pasta di semola 500 g',
  imageUrl: '/images/pasta.jpg',
};
const milk: Favorite = {
  barcode: '8009876543210',
  description: 'Latte intero 1 l',
  imageUrl: '/images/latte.jpg',
};

function stubFavorites(favorites: Favorite[], smartLists = true) {
  return stubApi({
    'GET /cli/configuration/web': configurationReply(smartLists),
    'GET /cli/slists/products/favorite/all': okReply(favorites),
    'POST /cli/slists/products/favorite/delete': okReply([milk]),
  });
}

function renderPage() {
  return renderListsRoute('/favorites', FavoritesRoute);
}

describe('/favorites', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser(), showLogin: false });
  });

  it('lists image, description and barcode, each linking to the product', async () => {
    stubFavorites([pasta, milk]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I miei preferiti' }),
    ).toBeVisible();
    const rows = await screen.findAllByTestId('favorite');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Pasta di semola 500 g' })).toHaveAttribute(
      'href',
      '/product/8001234567890',
    );
    expect(first.getByRole('link', { name: 'Codice EAN: 8001234567890' })).toHaveAttribute(
      'href',
      '/product/8001234567890',
    );
    // The image is a link too, kept out of the tab order as it repeats the description's.
    const image = rows[0]!.querySelector('img');
    expect(image?.closest('a')).toHaveAttribute('href', '/product/8001234567890');
    expect(image?.closest('a')).toHaveAttribute('tabindex', '-1');
  });

  it('deletes a favourite with a toast', async () => {
    const { callsTo } = stubFavorites([pasta, milk]);
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Rimuovi Pasta di semola 500 g dai preferiti' }),
    );
    expect(await screen.findByText('Prodotto rimosso dai preferiti')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('favorite')).toHaveLength(1));
    expect(screen.queryByText('Pasta di semola 500 g')).toBeNull();
    expect(callsTo('POST /cli/slists/products/favorite/delete')[0]?.body).toEqual({
      barcode: '8001234567890',
    });
  });

  it('says when there are no favourites yet', async () => {
    stubFavorites([]);
    renderPage();
    expect(await screen.findByText(/Non hai ancora prodotti preferiti/)).toBeVisible();
  });

  it('asks a guest to log in', async () => {
    useUserStore.setState({ user: null });
    stubFavorites([pasta]);
    renderPage();
    expect(await screen.findByText('Accedi per vedere i tuoi prodotti preferiti')).toBeVisible();
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('does not exist with the flag off', async () => {
    const { calls } = stubFavorites([pasta], false);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pagina non trovata',
    );
    expect(calls.some((call) => call.url.pathname.startsWith('/cli/slists'))).toBe(false);
  });
});
