import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { makeCart } from '@/testing/cart-fixtures';
import { renderLayout } from '../testing/render-layout';
import { resetShellState } from '../testing/reset-shell-state';
import { stubShellApi } from '../testing/stub-api';

function cartButton() {
  return within(screen.getByRole('banner')).getByTestId('header-cart');
}

describe('header cart button', () => {
  beforeEach(() => {
    resetShellState();
    useCartStore.getState().reset();
    stubShellApi();
  });

  it("reads 'Carrello' without a cart and links to /cart", () => {
    renderLayout('/home');
    expect(cartButton()).toHaveTextContent(/^Carrello$/);
    expect(cartButton()).toHaveAttribute('href', '/app/cart');
  });

  it('shows the item count and the net total of the cart', () => {
    useCartStore.setState({ cart: makeCart({ itemsCount: 3, netTotal: 9.97 }) });
    renderLayout('/home');
    expect(within(cartButton()).getByTestId('header-cart-count')).toHaveTextContent('3');
    expect(within(cartButton()).getByTestId('header-cart-total')).toHaveTextContent('9,97 €');
    expect(cartButton()).toHaveAccessibleName('Carrello: 3 prodotti, 9,97 €');
  });

  it("shows '0,00 €' while the cart has no net total", () => {
    useCartStore.setState({ cart: makeCart({ itemsCount: 0, netTotal: 0 }) });
    renderLayout('/home');
    expect(within(cartButton()).getByTestId('header-cart-total')).toHaveTextContent('0,00 €');
  });
});
