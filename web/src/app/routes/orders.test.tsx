import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderStatuses, type Order } from '@spesa/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { i18n } from '@/shared/i18n/i18n';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Toasts } from '@/shared/ui/toasts';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeOrder, makeOrderSummary } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { OrdersRoute } from './orders';

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

async function detail() {
  return within(await screen.findByRole('region', { name: /Dettaglio ordine/ }));
}

const page0 = [
  makeOrderSummary({ id: '2', code: 1002 }),
  makeOrderSummary({ id: '1', code: 1001 }),
];

function stubOrders(orders: Record<number, Order>, extra = {}) {
  return stubApi({
    'GET /cli/ecommerce/orders': ({ url }) =>
      url.searchParams.get('p') === '1'
        ? okReply([makeOrderSummary({ id: '9', code: 999, status: 'DELIVERED' })], {
            totalPages: 2,
            number: 1,
            last: true,
          })
        : okReply(page0, { totalPages: 2, number: 0, last: false }),
    ...Object.fromEntries(
      Object.values(orders).map((o) => [`GET /cli/ecommerce/orders/${o.id}/fetch`, okReply(o)]),
    ),
    ...extra,
  });
}

describe('/orders', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.getState().reset();
  });

  it('has a label for every order status in both languages', () => {
    for (const status of orderStatuses) {
      expect(i18n.exists(`order.status.${status}`, { lng: 'it' })).toBe(true);
      expect(i18n.exists(`order.status.${status}`, { lng: 'en' })).toBe(true);
    }
  });

  it('shows the empty state when there are no orders', async () => {
    stubApi({ 'GET /cli/ecommerce/orders': okReply([], { totalPages: 0, number: 0, last: true }) });
    renderOrders();
    expect(await screen.findByText('Non hai ancora effettuato ordini')).toBeVisible();
  });

  it("links 'Compra di nuovo' beside the title (the account panel keeps spec 2's links)", async () => {
    stubApi({ 'GET /cli/ecommerce/orders': okReply([], { totalPages: 0, number: 0, last: true }) });
    renderOrders();
    expect(await screen.findByRole('link', { name: 'Compra di nuovo' })).toHaveAttribute(
      'href',
      '/buy-again',
    );
  });

  it('asks pages of 5, shows the newest order first and pages on', async () => {
    const { callsTo } = stubOrders({
      2: makeOrder({ id: '2', code: 1002 }),
      1: makeOrder({ id: '1', code: 1001 }),
      9: makeOrder({ id: '9', code: 999, status: 'DELIVERED' }),
    });
    const { user } = renderOrders();

    expect(await (await detail()).findByText('Da preparare')).toBeVisible();
    expect(
      (await detail()).getByRole('heading', { name: 'Dettaglio ordine n. 1002' }),
    ).toBeVisible();
    expect(callsTo('GET /cli/ecommerce/orders')[0]?.url.searchParams.get('s')).toBe('5');
    expect(screen.getByRole('button', { name: /Ordine n. 1002/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /Ordine n. 1001/ }));
    expect(await screen.findByRole('heading', { name: 'Dettaglio ordine n. 1001' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('heading', { name: 'Dettaglio ordine n. 999' })).toBeVisible();
    expect(callsTo('GET /cli/ecommerce/orders').at(-1)?.url.searchParams.get('p')).toBe('1');
    expect(screen.getByText('Pagina 2 di 2')).toBeVisible();
  });

  it('shows the ordered items while waiting, without the store totals or abort after', async () => {
    stubOrders({ 2: makeOrder({ id: '2', code: 1002 }) });
    renderOrders();
    expect(await (await detail()).findByText('Pasta di semola 500 g')).toBeVisible();
    expect((await detail()).getByRole('button', { name: 'Annulla ordine' })).toBeVisible();
    expect((await detail()).queryByText('Totale preparato')).toBeNull();
  });

  it('shows the prepared items and the store totals once past preparation', async () => {
    const prepared = makeOrder({
      id: '2',
      code: 1002,
      status: 'DELIVERED',
      preparedCartItems: [
        makeCartItem({ id: '5', description: 'Mele Golden', um: 'KG', amount: 1.35 }),
      ],
      totals: { ordered: 7.48, prepared: 6.9, purchase: 6.9, receipt: 6.9 },
    });
    stubOrders({ 2: prepared });
    renderOrders();
    expect(await (await detail()).findByText('Mele Golden')).toBeVisible();
    expect((await detail()).getByText('1,35 kg')).toBeVisible();
    expect((await detail()).queryByText('Pasta di semola 500 g')).toBeNull();
    expect((await detail()).getByText('Totale preparato')).toBeVisible();
    expect((await detail()).queryByRole('button', { name: 'Annulla ordine' })).toBeNull();
  });

  // Issue 17.11: a cancelled order read 'Nessun prodotto' (nothing had been prepared).
  it('shows what was ordered for an order cancelled before anything was prepared', async () => {
    stubOrders({ 2: makeOrder({ id: '2', code: 1002, status: 'CANCELLED' }) });
    renderOrders();
    expect(await (await detail()).findByText('Annullato dal negozio')).toBeVisible();
    expect((await detail()).getByText('Pasta di semola 500 g')).toBeVisible();
    expect((await detail()).queryByText('Nessun prodotto')).toBeNull();
  });

  // Issue 17.11: a pickup is not delivered; its slot and payment are at the store.
  it('words a pickup order as a pickup, a home delivery as a delivery', async () => {
    stubOrders({
      2: makeOrder({ id: '2', code: 1002, deliveryMode: 'IN_STORE', paymentMode: 'CASH' }),
      1: makeOrder({ id: '1', code: 1001, deliveryMode: 'AT_HOME', paymentMode: 'CASH' }),
    });
    const { user } = renderOrders();
    const pickup = await detail();
    expect(await pickup.findByText('Contanti al ritiro')).toBeVisible();
    expect(pickup.getByText('Ritiro', { selector: 'dt' })).toBeVisible();
    expect(pickup.queryByText('Contanti alla consegna')).toBeNull();
    expect(pickup.queryByText('Consegna', { selector: 'dt' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Ordine n. 1001/ }));
    expect(await screen.findByRole('heading', { name: 'Dettaglio ordine n. 1001' })).toBeVisible();
    expect((await detail()).getByText('Contanti alla consegna')).toBeVisible();
    expect((await detail()).getByText('Consegna', { selector: 'dt' })).toBeVisible();
  });

  it('aborts after confirmation and shows a refusal as a toast', async () => {
    const { callsTo } = stubOrders(
      { 2: makeOrder({ id: '2', code: 1002 }) },
      { 'POST /cli/ecommerce/cart/abort': codeReply(4205) },
    );
    const { user } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Annulla ordine' }));
    const dialog = screen.getByRole('dialog', { name: 'Annulla ordine' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));

    expect(await screen.findByText("Stato dell'ordine errato")).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/abort')[0]?.body).toEqual({ orderId: '2' });
  });

  it('copies into a new cart and goes to /cart', async () => {
    const copied = makeCart({ id: '44', items: [makeCartItem()] });
    const { callsTo } = stubOrders(
      { 2: makeOrder({ id: '2', code: 1002 }) },
      {
        'GET /cli/ecommerce/carts/open': okReply([makeCart({ id: '50' })]),
        'POST /cli/ecommerce/cart/copy': okReply(copied),
      },
    );
    const { user } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Ricopia nel carrello' }));

    expect(await screen.findByRole('heading', { name: 'Pagina carrello' })).toBeVisible();
    expect(await screen.findByText('Ordine copiato in un nuovo carrello')).toBeVisible();
    expect(useCartStore.getState().cart?.id).toBe('44');
    expect(callsTo('POST /cli/ecommerce/cart/copy')[0]?.body).toEqual({
      orderId: '2',
      addressId: '',
      terminalType: 'WEB',
    });
  });

  // Issue 17.11: the toast said 'nuovo carrello' when the copy joined the current cart.
  it('says the order joined the current cart when the copy went there', async () => {
    useCartStore.setState({ cart: makeCart({ id: '44' }) });
    const copied = makeCart({ id: '44', items: [makeCartItem()] });
    stubOrders(
      { 2: makeOrder({ id: '2', code: 1002 }) },
      { 'POST /cli/ecommerce/cart/copy': okReply(copied) },
    );
    const { user } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Ricopia nel carrello' }));
    expect(await screen.findByText('Ordine aggiunto al tuo carrello')).toBeVisible();
    expect(screen.queryByText('Ordine copiato in un nuovo carrello')).toBeNull();
  });

  // Issue 17.11: 'nuovo carrello' was said when the copy joined an open cart of the order's
  // store and service that was not the current one.
  it('says the order joined the open cart of its store and service, not the current one', async () => {
    useCartStore.setState({ cart: makeCart({ id: '50', storeDescription: 'Spesa Modena' }) });
    const existing = makeCart({ id: '44', storeDescription: 'Spesa Bologna Mazzini' });
    const copied = { ...existing, items: [makeCartItem()] };
    const { callsTo } = stubOrders(
      { 2: makeOrder({ id: '2', code: 1002 }) },
      {
        'GET /cli/ecommerce/carts/open': okReply([makeCart({ id: '50' }), existing]),
        'POST /cli/ecommerce/cart/copy': okReply(copied),
      },
    );
    const { user } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Ricopia nel carrello' }));
    expect(
      await screen.findByText('Ordine aggiunto al carrello già aperto di Spesa Bologna Mazzini'),
    ).toBeVisible();
    expect(screen.queryByText('Ordine copiato in un nuovo carrello')).toBeNull();
    expect(useCartStore.getState().cart?.id).toBe('44');
    expect(callsTo('POST /cli/ecommerce/cart/copy')).toHaveLength(1);
  });

  it('shows the changes of a 4105 copy, then goes to /cart', async () => {
    const copied = makeCart({ id: '45' });
    const changes = {
      cart: copied,
      updatedItems: [],
      removedItems: [
        {
          barcode: '1',
          ref: 'R9',
          description: 'Yogurt bianco',
          imageUrl: '',
          um: 'PZ',
          amount: 1,
        },
      ],
    };
    stubOrders(
      { 2: makeOrder({ id: '2', code: 1002 }) },
      { 'POST /cli/ecommerce/cart/copy': codeReply(4105, changes) },
    );
    const { user } = renderOrders();
    await user.click(await (await detail()).findByRole('button', { name: 'Ricopia nel carrello' }));

    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(within(dialog).getByText('Yogurt bianco')).toBeVisible();
    expect(within(dialog).getByText('Non disponibile al momento')).toBeVisible();
    expect(useCartStore.getState().cart?.id).toBe('45');
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pagina carrello' })).toBeVisible(),
    );
  });
});
