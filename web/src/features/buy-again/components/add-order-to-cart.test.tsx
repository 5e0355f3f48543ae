import type { OrderToCartResult } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { Toasts } from '@/shared/ui/toasts';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { AddOrderToCart } from './add-order-to-cart';

const order = makeOrder({ id: '41' });

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <AddOrderToCart order={order} /> },
      { path: '/cart', element: <h1>Pagina carrello</h1> },
    ],
    { initialEntries: ['/orders'] },
  );
  renderWithProviders(
    <>
      <Toasts />
      <RouterProvider router={router} />
    </>,
  );
  return { user: userEvent.setup(), router };
}

const button = () => screen.getByRole('button', { name: 'Aggiungi tutto al carrello' });

describe('Aggiungi tutto al carrello', () => {
  beforeEach(() => useCartStore.getState().reset());

  it('adds every line to the current cart and lists the unavailable ones', async () => {
    useCartStore.setState({ cart: makeCart({ id: '7' }) });
    const after = makeCart({ id: '7', items: [makeCartItem()], itemsCount: 2 });
    const result: OrderToCartResult = {
      cart: after,
      added: [{ barcode: '8001', description: 'Pasta', amount: 2, um: 'PZ', capped: false }],
      skipped: [{ barcode: '8002', description: 'Latte intero', reason: 'UNAVAILABLE' }],
    };
    const { callsTo } = stubApi({ 'POST /cli/ecommerce/cart/addOrder': okReply(result) });
    const { user } = renderButton();
    await user.click(button());

    const report = await screen.findByTestId('add-order-report');
    expect(within(report).getByText('1 prodotto aggiunto al carrello')).toBeVisible();
    expect(within(report).getByText('Latte intero: non disponibile')).toBeVisible();
    expect(
      await screen.findByText('Aggiunto 1 prodotto. Non disponibili: Latte intero'),
    ).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/addOrder').map((c) => c.body)).toEqual([
      { orderId: '41', cartId: '7' },
    ]);
    expect(useCartStore.getState().cart).toEqual(after);
  });

  it('says all went in when nothing stayed out', async () => {
    useCartStore.setState({ cart: makeCart({ id: '7' }) });
    const result: OrderToCartResult = {
      cart: makeCart({ id: '7' }),
      added: [
        { barcode: '8001', description: 'Pasta', amount: 2, um: 'PZ', capped: false },
        { barcode: '8003', description: 'Mele', amount: 1.5, um: 'KG', capped: false },
      ],
      skipped: [],
    };
    stubApi({ 'POST /cli/ecommerce/cart/addOrder': okReply(result) });
    const { user } = renderButton();
    await user.click(button());
    expect(await screen.findByText('Aggiunti 2 prodotti al carrello')).toBeVisible();
  });

  it('without a cart goes to /cart, as the listing does, and asks the server nothing', async () => {
    const { callsTo } = stubApi({});
    const { user, router } = renderButton();
    await user.click(button());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('POST /cli/ecommerce/cart/addOrder')).toHaveLength(0);
  });
});
