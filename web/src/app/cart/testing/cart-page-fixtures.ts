import type { Cart } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeUser, ok, stubAccountApi, type Reply } from '../../layout/login/testing/account-api';
import { resetShellState } from '../../layout/testing/reset-shell-state';

/** The cart page's tests (cart.test.tsx, cart-actions.test.tsx): a stored cart and its server. */
export const pasta = makeCartItem({ amount: 2, rowNetPrice: 2.58 });
export const latte = makeCartItem({
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
export const stored = makeCart({
  items: [pasta, latte],
  itemsCount: 2,
  total: 60,
  netTotal: 57.7,
  totalToPay: 62.6,
});

export function stubCart(cart: Cart = stored, more = {}) {
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

export const lines = () => screen.getAllByTestId('cart-line');

/** A freeze check's code-0 data: the check's shape with nothing changed (spec 3). */
export function passed(cart: Cart) {
  return { cart, updatedItems: [], removedItems: [] };
}

/** A route answering `first` once, then `later`: the server's state changing between calls. */
export function thenAnswer(first: Reply, later: Reply): () => Reply {
  let calls = 0;
  return () => (calls++ === 0 ? first : later);
}

/** A logged-in customer with the stored cart on screen, as each test starts. */
export function startWithStoredCart(): void {
  resetShellState();
  useUserStore.setState({ user: makeUser(), defaultStore: { id: '3', name: 'Spesa' } });
  useCartStore.getState().reset();
  useCartStore.setState({ cart: stored });
}
