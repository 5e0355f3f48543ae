import type { Favorite } from '@spesa/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductPurchase } from '@/features/catalogue/components/detail/product-purchase';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { useCurrentListStore } from '@/features/smart-lists/state/current-list-store';
import {
  configurationReply,
  fakeListsApi,
  makeList,
} from '@/features/smart-lists/testing/fake-lists-api';
import { renderListsRoute } from '@/features/smart-lists/testing/render-lists-route';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeProduct } from '@/testing/fixtures';
import { okReply, stubApi, type StubCall } from '@/testing/stub-api';
import { SmartListActionsProvider } from './smart-list-actions-provider';

const product = makeProduct();
const favorite: Favorite = {
  barcode: product.barcode,
  description: product.description,
  imageUrl: '/images/pasta.jpg',
};
const listButton = { name: 'Aggiungi Pasta di semola 500 g alla lista della spesa' };
const favoriteButton = { name: 'Preferito: Pasta di semola 500 g' };

function Screen() {
  return (
    <SmartListActionsProvider>
      <ProductCard product={product} />
      <ProductPurchase product={product} averageWeight={null} />
    </SmartListActionsProvider>
  );
}

function renderScreen() {
  return renderListsRoute('/', Screen);
}

/** Favourites answered from memory, like the server: add and delete answer the whole list. */
function favoriteRoutes(initial: Favorite[] = []) {
  let favorites = initial;
  const barcodeOf = (call: StubCall) => (call.body as { barcode: string }).barcode;
  return {
    'GET /cli/slists/products/favorite/all': () => okReply(favorites),
    'POST /cli/slists/products/favorite/add': () => {
      favorites = [favorite, ...favorites];
      return okReply(favorites);
    },
    'POST /cli/slists/products/favorite/delete': (call: StubCall) => {
      favorites = favorites.filter((f) => f.barcode !== barcodeOf(call));
      return okReply(favorites);
    },
  };
}

const weekly = makeList({ id: '1', title: 'Spesa settimanale' });
const party = makeList({ id: '2', title: 'Festa' });

describe('list and favourite controls', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser(), showLogin: false });
    useCurrentListStore.setState({ currentId: null });
    useCartStore.getState().reset();
  });

  it('with the flag off shows no control and reads no list', async () => {
    const { calls } = stubApi({ 'GET /cli/configuration/web': configurationReply(false) });
    renderScreen();
    expect(await screen.findByRole('button', { name: /^Acquista/ })).toBeVisible();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    // Lets the configuration answer arrive, so the flag is the server's and not the default.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /lista della spesa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Preferito/ })).toBeNull();
    expect(calls.some((call) => call.url.pathname.startsWith('/cli/slists'))).toBe(false);
  });

  it('loads the lists and favourites once a customer logs in', async () => {
    useUserStore.setState({ user: null });
    const { callsTo } = fakeListsApi([weekly], favoriteRoutes());
    renderScreen();
    expect(await screen.findAllByRole('button', listButton)).toHaveLength(2);
    expect(callsTo('GET /cli/slists')).toHaveLength(0);
    act(() => useUserStore.getState().setUser(makeUser()));
    await waitFor(() => expect(callsTo('GET /cli/slists')).toHaveLength(1));
    expect(callsTo('GET /cli/slists/products/favorite/all')).toHaveLength(1);
  });

  it('adds one of the product to the current list, with a toast', async () => {
    useCurrentListStore.setState({ currentId: '2' });
    const { callsTo, lists } = fakeListsApi([weekly, party], favoriteRoutes());
    const { user } = renderScreen();
    await user.click((await screen.findAllByRole('button', listButton))[0]!);

    expect(
      await screen.findByText('Pasta di semola 500 g aggiunto alla lista "Festa"'),
    ).toBeVisible();
    expect(callsTo('POST /cli/slists/items/create')[0]?.body).toEqual({
      id: '2',
      type: 'PRODUCT',
      barcode: product.barcode,
      amount: 1,
    });
    expect(lists()[1]?.items).toHaveLength(1);
  });

  it('adds to the first list when none is current, from the detail page too', async () => {
    const { callsTo } = fakeListsApi([weekly, party], favoriteRoutes());
    const { user } = renderScreen();
    const [, onDetail] = await screen.findAllByRole('button', listButton);
    await user.click(onDetail!);
    expect(
      await screen.findByText('Pasta di semola 500 g aggiunto alla lista "Spesa settimanale"'),
    ).toBeVisible();
    expect(callsTo('POST /cli/slists/items/create')[0]?.body).toMatchObject({ id: '1' });
    expect(useCurrentListStore.getState().currentId).toBe('1');
  });

  it('makes a first list for a customer who has none', async () => {
    const { callsTo, lists } = fakeListsApi([], favoriteRoutes());
    const { user } = renderScreen();
    await user.click((await screen.findAllByRole('button', listButton))[0]!);
    expect(
      await screen.findByText(
        'Pasta di semola 500 g aggiunto alla lista "La mia lista della spesa"',
      ),
    ).toBeVisible();
    expect(callsTo('POST /cli/slists/create')[0]?.body).toEqual({
      title: 'La mia lista della spesa',
    });
    expect(lists()[0]?.items.map((item) => item.barcode)).toEqual([product.barcode]);
  });

  it('asks a guest to log in instead of adding', async () => {
    useUserStore.setState({ user: null });
    const { calls } = fakeListsApi([weekly], favoriteRoutes());
    const { user } = renderScreen();
    await user.click((await screen.findAllByRole('button', listButton))[0]!);
    expect(useUserStore.getState().showLogin).toBe(true);
    await user.click(screen.getByRole('button', favoriteButton));
    expect(calls.some((call) => call.url.pathname.startsWith('/cli/slists'))).toBe(false);
  });

  it('toggles the favourite on the detail page', async () => {
    const { callsTo } = fakeListsApi([weekly], favoriteRoutes());
    const { user } = renderScreen();
    const toggle = await screen.findByRole('button', favoriteButton);
    await waitFor(() => expect(callsTo('GET /cli/slists/products/favorite/all')).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText('Prodotto aggiunto ai preferiti')).toBeVisible();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo('POST /cli/slists/products/favorite/add')[0]?.body).toEqual({
      barcode: product.barcode,
    });

    await user.click(toggle);
    expect(await screen.findByText('Prodotto rimosso dai preferiti')).toBeVisible();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });
});
