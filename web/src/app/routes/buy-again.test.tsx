import type { BuyAgainItem } from '@spesa/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { makeProduct } from '@/testing/fixtures';
import { makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';
import { renderCartShell } from '../cart/testing/render-cart-shell';
import { BuyAgainRoute } from './buy-again';

const pasta = makeProduct();
const mele = makeProduct({
  id: '11',
  barcode: '8000000000011',
  ref: 'REF11',
  description: 'Mele Golden',
  um: 'KG',
  purchaseUm: 'KG',
  umStep: 0.5,
  maxAmount: 5,
});

const item = (over: Partial<BuyAgainItem> & Pick<BuyAgainItem, 'product'>): BuyAgainItem => ({
  lastAmount: 1,
  lastUm: over.product.um,
  timesOrdered: 1,
  lastOrderedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const page = (data: BuyAgainItem[], number = 0, last = true) => ({
  body: { responseCode: 0, data, totalPages: last ? number + 1 : number + 2, number, last },
});

function renderPage() {
  const view = renderCartShell('/buy-again', [{ path: 'buy-again', Component: BuyAgainRoute }]);
  return { ...view, user: userEvent.setup() };
}

describe('/buy-again', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({
      user: makeUser(),
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
    });
    useCartStore.getState().reset();
  });

  it("shows the catalogue's cards, each adding the last quantity in one tap (a weight too)", async () => {
    useCartStore.setState({ cart: makeCart({ storeId: '5' }) });
    const line = makeCartItem({ barcode: mele.barcode, ref: mele.ref, um: 'KG', weight: 0.75 });
    const after = makeCart({ storeId: '5', items: [line], itemsCount: 1 });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'GET /cli/ecommerce/products/5/buyAgain': page([
        item({ product: pasta, lastAmount: 2, timesOrdered: 3 }),
        item({ product: mele, lastAmount: 0.75 }),
      ]),
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(after, line, 0.75)),
    });
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Compra di nuovo', level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Aggiungi 2 pz: Pasta di semola 500 g' }),
    ).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Aggiungi 0,75 kg: Mele Golden' }));

    // The cart's store prices the list, and the weight goes in without opening the detail.
    await waitFor(() => expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(1));
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toMatchObject({
      barcode: mele.barcode,
      um: 'KG',
    });
    expect(JSON.stringify(callsTo('POST /cli/ecommerce/cart/store')[0]?.body)).toContain('0.75');
    expect(callsTo('GET /cli/ecommerce/products/5/buyAgain')).toHaveLength(1);
    expect(await screen.findByTestId('header-cart-count')).toHaveTextContent('1');
  });

  it('loads more products a page at a time', async () => {
    let asked = 0;
    stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'GET /cli/ecommerce/products/3/buyAgain': () =>
        asked++ === 0
          ? page([item({ product: pasta })], 0, false)
          : page([item({ product: mele })], 1),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mostra altri prodotti' }));
    expect(await screen.findByRole('button', { name: /Mele Golden/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Pasta di semola/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mostra altri prodotti' })).toBeNull();
  });

  it('says so when nothing was bought yet', async () => {
    stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'GET /cli/ecommerce/products/3/buyAgain': page([]),
    });
    renderPage();
    expect(await screen.findByText('Non hai ancora acquistato prodotti')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inizia la spesa' })).toHaveAttribute(
      'href',
      '/app/home',
    );
  });

  it('asks a guest to log in and asks the server nothing', async () => {
    useUserStore.setState({ user: null });
    const { callsTo } = stubAccountApi();
    renderPage();
    expect(
      await screen.findByText('Accedi per vedere i prodotti che hai già acquistato'),
    ).toBeVisible();
    expect(callsTo('GET /cli/ecommerce/products/3/buyAgain')).toHaveLength(0);
  });
});
