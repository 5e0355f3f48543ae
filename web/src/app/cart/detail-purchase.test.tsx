import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductRoute } from '@/app/routes/product';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { makeProduct } from '@/testing/fixtures';
import { makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';
import { renderCartShell } from './testing/render-cart-shell';

const banane = makeProduct({
  barcode: '8070386000514',
  ref: 'R514',
  description: 'Banane bio',
  um: 'KG',
  purchaseUm: 'KG',
  netPrice: 2.4,
  price: 2.4,
  umStep: 0.25,
  maxAmount: 1,
});
const line = makeCartItem({
  ref: 'R514',
  barcode: banane.barcode,
  description: 'Banane bio',
  um: 'KG',
  amount: 0.5,
  weight: 0.5,
  umStep: 0.25,
  maxAmount: 1,
  netPrice: 2.4,
});

function renderDetail() {
  return renderCartShell(`/product/${banane.barcode}`, [
    { path: 'product/:barcode', Component: ProductRoute },
  ]);
}

describe('product detail with a cart', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({
      user: makeUser(),
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
    });
    useCartStore.getState().reset();
    useCartStore.setState({ cart: makeCart({ items: [line], itemsCount: 1 }) });
  });

  it('reads GIÀ NEL CARRELLO, AGGIORNA CARRELLO after a change, and sends the weight', async () => {
    const updated = makeCart({ items: [{ ...line, amount: 0.75, weight: 0.75 }], itemsCount: 1 });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      [`GET /cli/ecommerce/products/barcode/${banane.barcode}`]: ok(banane),
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(updated, line, 0.75)),
    });
    const user = userEvent.setup();
    renderDetail();

    const inCart = await screen.findByRole('button', { name: 'GIÀ NEL CARRELLO' });
    expect(inCart).toBeDisabled();
    expect(screen.getByTestId('quantity')).toHaveTextContent('0,5 kg');

    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    await user.click(screen.getByRole('button', { name: 'AGGIORNA CARRELLO' }));

    expect(await screen.findByText('Hai 0,75 kg Banane bio nel carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toEqual({
      cartId: '7',
      barcode: banane.barcode,
      um: 'KG',
      weight: 0.75,
      preview: false,
    });
    expect(await screen.findByRole('button', { name: 'GIÀ NEL CARRELLO' })).toBeDisabled();
    expect(screen.getByTestId('quantity')).toHaveTextContent('0,75 kg');
  });

  it('says the maximum is reached at maxAmount', async () => {
    stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      [`GET /cli/ecommerce/products/barcode/${banane.barcode}`]: ok(banane),
    });
    const user = userEvent.setup();
    renderDetail();
    const more = await screen.findByRole('button', { name: 'Aumenta la quantità' });
    await user.click(more);
    await user.click(more);
    await user.click(more);

    expect(screen.getByTestId('quantity')).toHaveTextContent('1 kg');
    expect(screen.getByRole('alert')).toHaveTextContent('Limite massimo acquistabile raggiunto');
  });
});
