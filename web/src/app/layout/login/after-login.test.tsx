import type { FirstSlot, ThresholdFee } from '@spesa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { pathOf, renderCartShell } from '../../cart/testing/render-cart-shell';
import { resetShellState } from '../testing/reset-shell-state';
import { fail, makeUser, ok, stubAccountApi, type Reply } from './testing/account-api';

const pending = { barcode: '8001234567890', amount: 2, um: 'PZ', description: 'Pane' } as const;
const slot: FirstSlot = {
  id: '4',
  description: 'Martedì 24 novembre',
  date: '2026-11-24',
  validFrom: '09:00',
  validTo: '11:00',
};
const fees: ThresholdFee = {
  configurations: [
    { storeId: '3', deliveryType: 'AT_HOME', fee: 4.9, threshold: 70, minNetTotal: 30 },
  ],
};

function stubLogin(current: Reply, more = {}) {
  return stubAccountApi({
    'GET /cli/profiles/login': ok(makeUser()),
    'GET /cli/ecommerce/cart/current': current,
    'GET /cli/ecommerce/stores/3/delivery/AT_HOME/slots/first/available': ok(slot),
    'GET /cli/ecommerce/thresholdFee': ok(fees),
    ...more,
  });
}

async function logIn() {
  const user = userEvent.setup();
  act(() => useUserStore.getState().setShowLogin(true));
  const dialog = within(await screen.findByRole('dialog', { name: 'Accedi' }));
  await user.type(dialog.getByLabelText(/E-mail/), 'giulia.bianchi@example.it');
  await user.type(dialog.getByLabelText(/Password/), 'Spesa-2026');
  await user.click(dialog.getByRole('button', { name: 'Accedi' }));
}

describe('after login', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null, defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' } });
    useCartStore.getState().reset();
  });

  it('loads the current cart, then the first slot, then the fees', async () => {
    const cart = makeCart();
    const { calls } = stubLogin(ok(cart));
    renderCartShell('/home');
    await logIn();

    await waitFor(() => expect(useCartStore.getState().fees).toEqual(fees));
    expect(useCartStore.getState().cart).toEqual(cart);
    expect(useCartStore.getState().availability).toEqual(slot);
    // The header's read of the cart's slot hold (issue 29) is no part of this sequence.
    const order = calls
      .map((c) => c.path)
      .filter((p) => /cart\/current|slots|threshold/.test(p) && !p.endsWith('/hold'));
    expect(order).toEqual([
      '/cli/ecommerce/cart/current',
      '/cli/ecommerce/stores/3/delivery/AT_HOME/slots/first/available',
      '/cli/ecommerce/thresholdFee',
    ]);
  });

  it('adds the waiting product when the cart is of the store it was chosen in', async () => {
    useCartStore.setState({ productToAdd: pending });
    const item = makeCartItem({ description: 'Pane', amount: 2 });
    const after = makeCart({ items: [item], itemsCount: 2 });
    const { callsTo } = stubLogin(ok(makeCart()), {
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(after, item, 2)),
    });
    renderCartShell('/home');
    await logIn();

    expect(await screen.findByText('Hai 2 pz Pane nel carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toEqual({
      cartId: '7',
      barcode: pending.barcode,
      um: 'PZ',
      amount: 2,
      preview: false,
    });
    expect(useCartStore.getState().cart).toEqual(after);
    expect(useCartStore.getState().productToAdd).toBeNull();
  });

  it('refuses the waiting product when the cart belongs to another store', async () => {
    useCartStore.setState({ productToAdd: pending });
    const other = makeCart({ storeId: '9', storeDescription: 'Spesa Modena Giardini' });
    const { callsTo } = stubLogin(ok(other));
    renderCartShell('/home');
    await logIn();

    expect(
      await screen.findByText(
        'Carrello creato per un altro negozio, il prodotto non può essere aggiunto.',
      ),
    ).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(0);
    expect(useCartStore.getState().productToAdd).toBeNull();
    // The cart still becomes current, and with it its store.
    await waitFor(() => expect(useCartStore.getState().cart).toEqual(other));
    expect(useUserStore.getState().defaultStore).toEqual({
      id: '9',
      name: 'Spesa Modena Giardini',
    });
  });

  it('goes to /cart/create when a product waits and there is no cart', async () => {
    useCartStore.setState({ productToAdd: pending });
    const { router } = renderCartShellAfter(fail(200, 4004, 'Carrello non trovato'));
    await logIn();

    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
    expect(useCartStore.getState().productToAdd).toEqual(pending);
    expect(await screen.findByRole('heading', { name: 'Crea il tuo carrello' })).toBeVisible();
  });

  it('stays where it was without a cart and nothing waiting', async () => {
    const { router } = renderCartShellAfter(fail(200, 4004, 'Carrello non trovato'));
    await logIn();

    expect(await screen.findByText('Accesso effettuato')).toBeVisible();
    expect(pathOf(router)).toBe('/home');
    expect(useCartStore.getState().cart).toBeNull();
  });
});

function renderCartShellAfter(current: Reply) {
  stubLogin(current);
  return renderCartShell('/home');
}
