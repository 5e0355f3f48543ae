import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@spesa/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Toasts } from '@/shared/ui/toasts';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeOrder, makeOrderSummary } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { OrdersRoute } from './orders';

/** Issue 29: 'Modifica ordine' on /orders, and the changes an order went through. */

function renderOrders() {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: OrdersRoute },
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

function stubOrder(order: Order, extra = {}) {
  return stubApi({
    'GET /cli/ecommerce/orders': okReply([makeOrderSummary({ id: order.id, code: order.code })], {
      totalPages: 1,
      number: 0,
      last: true,
    }),
    [`GET /cli/ecommerce/orders/${order.id}/fetch`]: okReply(order),
    ...extra,
  });
}

async function detail() {
  return within(await screen.findByRole('region', { name: /Dettaglio ordine/ }));
}

const changeable = makeOrder({ id: '2', code: 1002, changeableUntil: '2026-11-27T14:00:00.000Z' });

describe("'Modifica ordine' (issue 29)", () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.getState().reset();
  });

  it('is offered only before the cut-off', async () => {
    stubOrder(makeOrder({ id: '2', code: 1002, changeableUntil: null }));
    renderOrders();
    expect(await (await detail()).findByRole('button', { name: 'Annulla ordine' })).toBeVisible();
    expect((await detail()).queryByRole('button', { name: 'Modifica ordine' })).toBeNull();
  });

  it('reopens the order as the current cart and goes to /cart', async () => {
    const changeCart = makeCart({ id: '77', items: [makeCartItem()] });
    const { callsTo } = stubOrder(changeable, {
      'POST /cli/ecommerce/orders/2/change': okReply({
        orderId: '2',
        code: 1002,
        cartId: '77',
        storeId: '1',
        cutoffAt: '2026-11-27T14:00:00.000Z',
        timeSlotId: '5',
        version: 1,
      }),
      'GET /cli/ecommerce/cart/current': okReply(changeCart),
    });
    const { user, router } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Modifica ordine' }));
    expect(await screen.findByRole('heading', { name: 'Pagina carrello' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cart');
    expect(callsTo('POST /cli/ecommerce/orders/2/change')).toHaveLength(1);
    expect(useCartStore.getState().cart?.id).toBe('77');
  });

  it('tells a refusal (after the cut-off, 4029) as a toast and stays', async () => {
    stubOrder(changeable, { 'POST /cli/ecommerce/orders/2/change': codeReply(4029) });
    const { user, router } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Modifica ordine' }));
    expect(
      await screen.findByText("Hai superato il limite di orario per prenotare l'ordine"),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('lists what each confirmed change did', async () => {
    stubOrder(
      { ...changeable, version: 2 },
      {
        'GET /cli/ecommerce/orders/2/versions': okReply({
          versions: [
            {
              version: 2,
              createdAt: '2026-11-27T10:00:00.000Z',
              deliveryDate: '2026-11-28',
              validFrom: '18:00',
              validTo: '19:00',
              paymentMode: 'ONLINE_CARD',
              totalToPay: 20.5,
              itemsCount: 3,
              lines: [
                {
                  kind: 'ADDED',
                  barcode: '1',
                  description: 'Patate',
                  um: 'KG',
                  before: null,
                  after: 0.5,
                },
                {
                  kind: 'REMOVED',
                  barcode: '2',
                  description: 'Camomilla',
                  um: 'PZ',
                  before: 2,
                  after: null,
                },
              ],
              slotMoved: true,
              totalBefore: 17.54,
            },
          ],
          cardOperations: [],
        }),
      },
    );
    renderOrders();
    const changes = within(await screen.findByRole('region', { name: "Modifiche all'ordine" }));
    expect(changes.getByText('Aggiunto: Patate (0,5 kg)')).toBeVisible();
    expect(changes.getByText('Rimosso: Camomilla (2 pz)')).toBeVisible();
    expect(changes.getByText(/Fascia oraria spostata a 28\/11\/2026, 18:00–19:00/)).toBeVisible();
  });
});
