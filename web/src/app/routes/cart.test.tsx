import type { Cart } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { pathOf, renderCartShell } from '../cart/testing/render-cart-shell';
import {
  fail,
  makeUser,
  ok,
  stubAccountApi,
  type Call,
  type Reply,
} from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';

const pasta = makeCartItem({ amount: 2, rowNetPrice: 2.58 });
const latte = makeCartItem({
  id: '2',
  ref: 'REF2',
  barcode: '8002222222222',
  description: 'Latte intero 1 l',
  amount: 1,
  price: 1.5,
  netPrice: 1.2,
  rowNetPrice: 1.2,
  status: 'danger',
});
const stored = makeCart({
  items: [pasta, latte],
  itemsCount: 2,
  total: 60,
  netTotal: 57.7,
  totalToPay: 62.6,
});

function stubCart(cart: Cart = stored, more = {}) {
  return stubAccountApi({
    'GET /cli/profiles/login': ok(makeUser()),
    'POST /cli/ecommerce/cart/review': ok(cart),
    'POST /cli/ecommerce/cart/freeze/check': ok(passed(cart)),
    'GET /cli/ecommerce/thresholdFee': ok({
      configurations: [
        { storeId: 3, deliveryType: 'AT_HOME', fee: 4.9, threshold: 70, minNetTotal: 0 },
      ],
    }),
    ...more,
  });
}

const lines = () => screen.getAllByTestId('cart-line');

/** A freeze check's code-0 data: the check's shape with nothing changed (spec 3). */
function passed(cart: Cart) {
  return { cart, updatedItems: [], removedItems: [] };
}

/** A route answering `first` once, then `later`: the server's state changing between calls. */
function thenAnswer(first: Reply, later: Reply): () => Reply {
  let calls = 0;
  return () => (calls++ === 0 ? first : later);
}

describe('cart page', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser(), defaultStore: { id: '3', name: 'Spesa' } });
    useCartStore.getState().reset();
    useCartStore.setState({ cart: stored });
  });

  it('goes to /cart/create when there is no cart', async () => {
    useCartStore.setState({ cart: null });
    stubCart();
    const { router } = renderCartShell('/cart');
    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
  });

  // Issue 27.3: nothing saved is not 'no cart'; another device may have opened one.
  it('asks the server for the current cart before sending to /cart/create', async () => {
    useCartStore.setState({ cart: null });
    const { callsTo } = stubCart(stored, { 'GET /cli/ecommerce/cart/current': ok(stored) });
    const { router } = renderCartShell('/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(pathOf(router)).toBe('/cart');
    expect(useCartStore.getState().cart?.id).toBe(stored.id);
    // The layout's load refresh and the page's ask share one read.
    expect(callsTo('GET /cli/ecommerce/cart/current')).toHaveLength(1);
  });

  it('drops on load a saved cart the server no longer has (ordered elsewhere)', async () => {
    stubCart(stored, { 'GET /cli/ecommerce/cart/current': fail(200, 4004) });
    renderCartShell('/orders');
    await waitFor(() => expect(useCartStore.getState().cart).toBeNull());
    expect(screen.getByTestId('header-cart')).toHaveTextContent(/^Carrello$/);
  });

  it('keeps the saved cart on load while the server cannot be reached', async () => {
    stubCart(stored, {
      'GET /cli/ecommerce/cart/current': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderCartShell('/cart');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(useCartStore.getState().cart).toEqual(expect.objectContaining({ id: stored.id }));
  });

  it('refreshes the cart on load and shows what the server answers', async () => {
    const fresh = { ...stored, netTotal: 50, totalToPay: 54.9 };
    const { callsTo } = stubCart(fresh);
    renderCartShell('/cart');

    await waitFor(() => expect(screen.getByTestId('cart-net-total')).toHaveTextContent('50,00 €'));
    expect(callsTo('POST /cli/ecommerce/cart/review')[0]?.body).toEqual({
      cartId: '7',
      refresh: false,
    });
    expect(useCartStore.getState().cart).toEqual(fresh);
    expect(screen.getByTestId('cart-total-to-pay')).toHaveTextContent('54,90 €');
    expect(screen.getByText('Spese di consegna')).toBeVisible();
  });

  it('strikes an unavailable line through and offers no quantity for it', async () => {
    stubCart();
    renderCartShell('/cart');
    const [, danger] = lines();
    const line = within(danger!);
    expect(line.getByText('Non disponibile')).toBeVisible();
    expect(line.getByRole('link', { name: 'Latte intero 1 l' }).closest('del')).not.toBeNull();
    expect(line.queryByRole('group')).toBeNull();
    expect(
      within(lines()[0]!).getByRole('group', { name: 'Quantità di Pasta di semola 500 g' }),
    ).toBeVisible();
  });

  it('shows the gap to free delivery from the store threshold', async () => {
    stubCart();
    renderCartShell('/cart');
    expect(await screen.findByText('Ti mancano 12,30 € per la consegna gratuita')).toBeVisible();
  });

  it('changes a quantity through cart/store', async () => {
    const after = makeCart({ items: [{ ...pasta, amount: 3, rowNetPrice: 3.87 }, latte] });
    const { callsTo } = stubCart(stored, {
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(after, pasta, 3)),
    });
    const user = userEvent.setup();
    renderCartShell('/cart');
    await user.click(within(lines()[0]!).getByRole('button', { name: 'Aumenta la quantità' }));

    await waitFor(() => expect(screen.getAllByTestId('row-total')[0]).toHaveTextContent('3,87 €'));
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toMatchObject({
      cartId: '7',
      barcode: pasta.barcode,
      amount: 3,
      um: 'PZ',
    });
  });

  it('on 4004 (cart ordered elsewhere) says so and loads the current cart', async () => {
    const other = makeCart({ id: '9', items: [pasta], itemsCount: 2 });
    const { callsTo } = stubCart(stored, {
      'POST /cli/ecommerce/cart/delete': fail(200, 4004),
      // The page's load reads the stored cart; by the removal another device has ordered it.
      'GET /cli/ecommerce/cart/current': thenAnswer(ok(stored), ok(other)),
      'POST /cli/ecommerce/cart/review': (call: Call) =>
        ok((call.body as { cartId: string }).cartId === '9' ? other : stored),
      'POST /cli/ecommerce/cart/freeze/check': ok(passed(other)),
    });
    const user = userEvent.setup();
    renderCartShell('/cart');
    await waitFor(() => expect(callsTo('GET /cli/ecommerce/cart/current')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Rimuovi Latte intero 1 l dal carrello' }));

    expect(await screen.findByText(/Questo carrello non c'è più/)).toBeVisible();
    await waitFor(() => expect(useCartStore.getState().cart?.id).toBe('9'));
    // One read on load, one after the 4004.
    expect(callsTo('GET /cli/ecommerce/cart/current')).toHaveLength(2);
    expect(screen.queryByText('Carrello non trovato')).toBeNull();
    expect(await screen.findByText(/Ora vedi il tuo carrello attuale/)).toBeVisible();
  });

  // Issue 27.11: with no other cart there is no 'current cart' to see.
  it('on 4004 with no other cart says the cart is gone, not that the current one shows', async () => {
    stubCart(stored, {
      'POST /cli/ecommerce/cart/delete': fail(200, 4004),
      'GET /cli/ecommerce/cart/current': thenAnswer(ok(stored), fail(200, 4004)),
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart');
    await user.click(
      await screen.findByRole('button', { name: 'Rimuovi Latte intero 1 l dal carrello' }),
    );

    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
    expect(
      await screen.findByText(
        "Questo carrello non c'è più: è stato ordinato o eliminato, forse da un altro dispositivo.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Ora vedi il tuo carrello attuale/)).toBeNull();
  });

  it('removes a line and says so', async () => {
    const after = makeCart({ items: [pasta], itemsCount: 2 });
    const { callsTo } = stubCart(stored, {
      'POST /cli/ecommerce/cart/delete': ok(makeLineResult(after, latte, 0)),
    });
    const user = userEvent.setup();
    renderCartShell('/cart');
    await user.click(screen.getByRole('button', { name: 'Rimuovi Latte intero 1 l dal carrello' }));

    expect(await screen.findByText('Latte intero 1 l rimosso dal carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/delete')[0]?.body).toEqual({
      cartId: '7',
      barcode: latte.barcode,
      preview: false,
    });
    await waitFor(() => expect(lines()).toHaveLength(1));
  });

  it('deletes the whole cart only after confirmation, then loads the next current cart', async () => {
    const { callsTo } = stubCart(stored, {
      'POST /cli/ecommerce/cart/abort': ok({ cartId: 7 }),
      // The load reads the stored cart; after the deletion there is none.
      'GET /cli/ecommerce/cart/current': thenAnswer(
        ok(stored),
        fail(200, 4004, 'Carrello non trovato'),
      ),
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart');
    await waitFor(() => expect(callsTo('GET /cli/ecommerce/cart/current')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Elimina carrello' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Eliminare il carrello?' }));
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    expect(callsTo('POST /cli/ecommerce/cart/abort')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Elimina carrello' }));
    await user.click(screen.getByRole('button', { name: 'Elimina' }));

    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
    expect(callsTo('POST /cli/ecommerce/cart/abort')[0]?.body).toEqual({ cartId: '7' });
    // One read on load, one after the deletion.
    expect(callsTo('GET /cli/ecommerce/cart/current')).toHaveLength(2);
    expect(useCartStore.getState().cart).toBeNull();
  });

  it('refuses the slot choice below the minimum order, else goes to /checkout after the check', async () => {
    stubCart({ ...stored, minNetTotal: 60 });
    const { unmount } = renderCartShell('/cart');
    expect(await screen.findByText("l'importo minimo per prenotare è: 60,00€")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scegli la fascia oraria' })).toBeDisabled();
    unmount();

    const { callsTo } = stubCart();
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart');
    await user.click(await screen.findByRole('button', { name: 'Scegli la fascia oraria' }));
    await waitFor(() => expect(pathOf(router)).toBe('/checkout'));
    expect(callsTo('POST /cli/ecommerce/cart/freeze/check').map((c) => c.body)).toEqual([
      { cartId: '7', preview: true },
      { cartId: '7', preview: false },
    ]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency: 'EUR', value: stored.totalToPay }),
      }),
    );
  });

  it('shows the Attenzione! popup when the check on load finds changes', async () => {
    const changes = {
      cart: stored,
      updatedItems: [{ ...pasta, oldPrice: 1.19, newPrice: 1.29 }],
      removedItems: [latte],
    };
    stubCart(stored, {
      'POST /cli/ecommerce/cart/freeze/check': {
        status: 200,
        body: { responseCode: 4105, data: changes },
      },
    });
    const user = userEvent.setup();
    renderCartShell('/cart');
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(within(dialog).getByText(pasta.description)).toBeVisible();
    expect(within(dialog).getByText('Latte intero 1 l')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
    // The preview records nothing: the unavailable line stays on screen, struck through.
    expect(lines()).toHaveLength(2);
  });

  // Issue 17.11: the popup read on load came again on 'Scegli la fascia oraria'.
  it('does not show the changes read on load again when the check records them', async () => {
    const changes = {
      cart: stored,
      updatedItems: [{ ...pasta, oldPrice: 1.19, newPrice: 1.29 }],
      removedItems: [latte],
    };
    const recorded = { ...changes, cart: { ...stored, items: [pasta], itemsCount: 1 } };
    stubCart(stored, {
      'POST /cli/ecommerce/cart/freeze/check': ({ body }: Call) => ({
        status: 200,
        body: {
          responseCode: 4105,
          data: (body as { preview: boolean }).preview ? changes : recorded,
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart');
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    await user.click(screen.getByRole('button', { name: 'Scegli la fascia oraria' }));

    await waitFor(() => expect(pathOf(router)).toBe('/checkout'));
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
    expect(useCartStore.getState().cart).toEqual(recorded.cart);
  });

  it('stays on the cart with the changes when the check before the slots finds some', async () => {
    const repriced = { ...stored, items: [pasta], itemsCount: 1 };
    let calls = 0;
    stubCart(stored, {
      'POST /cli/ecommerce/cart/freeze/check': () =>
        calls++ === 0
          ? ok(passed(stored))
          : {
              status: 200,
              body: {
                responseCode: 4105,
                data: { cart: repriced, updatedItems: [], removedItems: [latte] },
              },
            },
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart');
    await user.click(await screen.findByRole('button', { name: 'Scegli la fascia oraria' }));
    expect(await screen.findByRole('dialog', { name: 'Attenzione!' })).toBeVisible();
    expect(pathOf(router)).toBe('/cart');
    expect(useCartStore.getState().cart).toEqual(repriced);
  });

  it('offers a guest the access button in place of the slot choice', async () => {
    useUserStore.setState({ user: null });
    const { callsTo } = stubCart();
    const user = userEvent.setup();
    renderCartShell('/cart');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Scegli la fascia oraria' })).toBeNull();
    expect(callsTo('POST /cli/ecommerce/cart/review')).toHaveLength(0);
    expect(callsTo('POST /cli/ecommerce/cart/freeze/check')).toHaveLength(0);
  });
});
