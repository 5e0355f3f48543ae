import type { CartStoreRequest } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { makeProduct } from '@/testing/fixtures';
import { fail, makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';
import { pathOf, renderCartShell } from './testing/render-cart-shell';

const pasta = makeProduct();
const mele = makeProduct({
  barcode: '8000000000011',
  ref: 'REF11',
  description: 'Mele Golden',
  um: 'KG',
  purchaseUm: 'KG',
  umStep: 0.5,
  categoryName: 'ORTOFRUTTA',
  subCategoryName: 'Frutta',
});

function renderShelf() {
  const view = renderCartShell('/shelf', [
    {
      path: 'shelf',
      element: (
        <>
          <ProductCard product={pasta} />
          <ProductCard product={mele} />
        </>
      ),
    },
  ]);
  return { ...view, user: userEvent.setup() };
}

const buyPasta = () => screen.getByRole('button', { name: 'Acquista: Pasta di semola 500 g' });

describe('buy button flows', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null, defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' } });
    useCartStore.getState().reset();
  });

  it('a guest: remembers the product and opens the login popup', async () => {
    const { callsTo } = stubAccountApi();
    const { user } = renderShelf();
    await user.click(buyPasta());

    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(useCartStore.getState().productToAdd).toEqual({
      barcode: '8001234567890',
      amount: 1,
      um: 'PZ',
      description: 'Pasta di semola 500 g',
      // The store whose catalogue it came from: a cart of another store cannot take it.
      storeId: '3',
    });
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(0);
  });

  it('logged in without a cart: remembers one piece and goes to /cart, which leads to creating one', async () => {
    useUserStore.setState({ user: makeUser() });
    stubAccountApi({ 'GET /cli/profiles/login': ok(makeUser()) });
    const { user, router } = renderShelf();
    await user.click(buyPasta());

    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
    expect(useCartStore.getState().productToAdd).toMatchObject({
      barcode: pasta.barcode,
      amount: 1,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the detail to choose a weight for a KG product not in the cart', async () => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.setState({ cart: makeCart() });
    const { callsTo } = stubAccountApi({ 'GET /cli/profiles/login': ok(makeUser()) });
    const { user, router } = renderShelf();
    await user.click(screen.getByRole('button', { name: 'Acquista: Mele Golden' }));

    await waitFor(() =>
      expect(pathOf(router)).toBe('/ortofrutta/frutta/mele-golden/8000000000011'),
    );
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(0);
  });

  it('adds a piece product at once: the cart is replaced, a toast says how much, analytics hear it', async () => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.setState({ cart: makeCart() });
    const line = makeCartItem({ amount: 1, rowNetPrice: 1.29 });
    const after = makeCart({ items: [line], itemsCount: 1, total: 1.29, netTotal: 1.29 });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(after, line, 1)),
    });
    const { user } = renderShelf();
    await user.click(buyPasta());

    expect(await screen.findByText('Hai 1 pz Pasta di semola 500 g nel carrello')).toBeVisible();
    const body: CartStoreRequest = {
      cartId: '7',
      barcode: pasta.barcode,
      um: 'PZ',
      amount: 1,
      preview: false,
    };
    expect(callsTo('POST /cli/ecommerce/cart/store').map((c) => c.body)).toEqual([body]);
    expect(useCartStore.getState().cart).toEqual(after);
    // Issue 27.12: in the cart, the card holds a stepper in place of the button.
    const stepper = screen.getByRole('group', {
      name: 'Quantità di Pasta di semola 500 g nel carrello',
    });
    expect(within(stepper).getByTestId('quantity')).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /Pasta di semola 500 g/ })).toBeNull();
    expect(screen.getByTestId('header-cart-count')).toHaveTextContent('1');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'EUR',
          items: [expect.objectContaining({ item_id: pasta.barcode, quantity: 1 })],
        }),
      }),
    );
  });

  it("sets a product already in the cart to the card stepper's amount; the cart's answer shows (issue 27.12)", async () => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.setState({ cart: makeCart({ items: [makeCartItem()], itemsCount: 2 }) });
    const line = makeCartItem({ amount: 3 });
    const after = makeCart({ items: [line], itemsCount: 3 });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(after, line, 3)),
    });
    const { user, router } = renderShelf();
    const stepper = screen.getByRole('group', {
      name: 'Quantità di Pasta di semola 500 g nel carrello',
    });
    expect(within(stepper).getByTestId('quantity')).toHaveTextContent('2');
    await user.click(within(stepper).getByRole('button', { name: 'Aumenta la quantità' }));

    expect(await screen.findByText('Hai 3 pz Pasta di semola 500 g nel carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store').map((c) => c.body)).toEqual([
      { cartId: '7', barcode: pasta.barcode, um: 'PZ', amount: 3, preview: false },
    ]);
    expect(within(stepper).getByTestId('quantity')).toHaveTextContent('3');
    expect(pathOf(router)).toBe('/shelf');
  });

  it('toasts the failure: the maximum quantity in the stepper’s words, the cart unchanged', async () => {
    useUserStore.setState({ user: makeUser() });
    const cart = makeCart();
    useCartStore.setState({ cart });
    stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'POST /cli/ecommerce/cart/store': fail(200, 4034, 'Massima quantità acquistabile raggiunta'),
    });
    const { user } = renderShelf();
    await user.click(buyPasta());

    expect(await screen.findByText('Limite massimo acquistabile raggiunto')).toBeVisible();
    expect(useCartStore.getState().cart).toBe(cart);
    expect(buyPasta()).toHaveAttribute('data-state', 'buy');
  });
});
