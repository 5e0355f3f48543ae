import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
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

describe('cart page actions', () => {
  beforeEach(startWithStoredCart);

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
