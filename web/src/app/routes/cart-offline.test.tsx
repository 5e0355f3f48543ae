import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { renderCartShell } from '../cart/testing/render-cart-shell';
import { fail, makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';

/** Issue 27.9: offline a quantity change says it waits, and the server's answer settles it. */
const pasta = makeCartItem({ amount: 2, rowNetPrice: 2.58 });
const stored = makeCart({ items: [pasta], itemsCount: 2 });
const grown = makeCart({ items: [{ ...pasta, amount: 3, rowNetPrice: 3.87 }], itemsCount: 3 });

function stubCart(more = {}) {
  return stubAccountApi({
    'GET /cli/profiles/login': ok(makeUser()),
    'GET /cli/ecommerce/cart/current': ok(stored),
    'POST /cli/ecommerce/cart/review': ok(stored),
    'POST /cli/ecommerce/cart/freeze/check': ok({
      cart: stored,
      updatedItems: [],
      removedItems: [],
    }),
    'GET /cli/ecommerce/thresholdFee': ok({ configurations: [] }),
    ...more,
  });
}

const line = () => screen.getByTestId('cart-line');
const stepper = () =>
  within(line()).getByRole('group', { name: 'Quantità di Pasta di semola 500 g' });

async function goOfflineAndAddOne() {
  const user = userEvent.setup();
  renderCartShell('/cart');
  await waitFor(() => expect(within(stepper()).getByTestId('quantity')).toHaveTextContent('2'));
  act(() => onlineManager.setOnline(false));
  await user.click(within(stepper()).getByRole('button', { name: 'Aumenta la quantità' }));
}

describe('a quantity changed offline', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser(), defaultStore: { id: '3', name: 'Spesa' } });
    useCartStore.getState().reset();
    useCartStore.setState({ cart: stored });
  });
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('says it waits for the connection, then shows what the server saved', async () => {
    const { callsTo } = stubCart({
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(grown, pasta, 3)),
    });
    await goOfflineAndAddOne();

    expect(await within(line()).findByText('In attesa di connessione')).toBeVisible();
    expect(within(stepper()).getByTestId('quantity')).toHaveTextContent('3');
    expect(line()).toHaveAttribute('data-waiting', 'true');
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.getByTestId('row-total')).toHaveTextContent('3,87 €'));
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(1);
    expect(within(line()).queryByText('In attesa di connessione')).toBeNull();
    expect(line()).not.toHaveAttribute('data-waiting');
  });

  it("refused once online: the spec's toast, and the server's cart again", async () => {
    const { callsTo } = stubCart({
      'POST /cli/ecommerce/cart/store': fail(200, 4034, 'Massima quantità acquistabile raggiunta'),
    });
    await goOfflineAndAddOne();
    expect(await within(line()).findByText('In attesa di connessione')).toBeVisible();
    const readsBefore = callsTo('GET /cli/ecommerce/cart/current').length;

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Limite massimo acquistabile raggiunto')).toBeVisible();
    await waitFor(() =>
      expect(callsTo('GET /cli/ecommerce/cart/current').length).toBeGreaterThan(readsBefore),
    );
    expect(within(stepper()).getByTestId('quantity')).toHaveTextContent('2');
    expect(within(line()).queryByText('In attesa di connessione')).toBeNull();
  });
});
