import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { makeCart, makeLineResult } from '@/testing/cart-fixtures';
import { pathOf, renderCartShell } from '../cart/testing/render-cart-shell';
import { fail, ok, type Call } from '../layout/login/testing/account-api';
import {
  latte,
  lines,
  passed,
  pasta,
  startWithStoredCart,
  stored,
  stubCart,
  thenAnswer,
} from '../cart/testing/cart-page-fixtures';

describe('cart page', () => {
  beforeEach(startWithStoredCart);
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
});
