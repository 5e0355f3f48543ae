import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeStore } from '@/testing/fixtures';
import { pathOf, renderCartShell } from '../cart/testing/render-cart-shell';
import { makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';

const giulia = makeUser();
const current = makeCart({ items: [makeCartItem()], itemsCount: 2 });
const mazzini = makeStore({ id: '3', name: 'Spesa Bologna Mazzini' });
const bolognina = makeStore({ id: '2', name: 'Spesa Bologna Bolognina' });
const moved = makeCart({ storeId: '2', storeDescription: 'Spesa Bologna Bolognina' });

function stubUpdate(more = {}) {
  return stubAccountApi({
    'GET /cli/profiles/login': ok(giulia),
    'GET /cli/ecommerce/deliveries': ok([
      { id: 'AT_HOME', name: 'Consegna a domicilio' },
      { id: 'IN_STORE', name: 'Ritiro in negozio' },
    ]),
    'GET /cli/profiles/addresses': ok([giulia.address]),
    'GET /cli/stores/ecommerce/delivery': ok([bolognina, mazzini]),
    'GET /cli/stores/ecommerce': { body: { responseCode: 0, data: [mazzini], totalPages: 1 } },
    ...more,
  });
}

describe('change-cart and carts screens', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({
      user: giulia,
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
    });
    useCartStore.getState().reset();
    useCartStore.setState({ cart: current });
  });

  it('moves the cart to another store, shows what was dropped, back to /cart', async () => {
    const { callsTo } = stubUpdate({
      'POST /cli/ecommerce/cart/move': ok({
        cart: moved,
        updatedItems: [],
        removedItems: [
          { barcode: '1', ref: 'R', description: 'Pane', imageUrl: '', um: 'PZ', amount: 1 },
        ],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart/update');
    const store = await screen.findByRole('combobox', { name: 'Negozio' });
    await waitFor(() => expect(store).toHaveValue('3'));
    await user.selectOptions(store, 'Spesa Bologna Bolognina');
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Attenzione!' }));
    expect(dialog.getByText('Pane')).toBeVisible();
    expect(dialog.getByText('Non disponibile al momento')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/move')[0]?.body).toEqual({
      cartId: '7',
      storeId: '2',
      deliveryMode: 'AT_HOME',
      addressId: giulia.address?.id,
    });
    await user.click(dialog.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(pathOf(router)).toBe('/cart'));
    expect(useUserStore.getState().defaultStore).toEqual({
      id: '2',
      name: 'Spesa Bologna Bolognina',
    });
  });

  it('moves the lines to another service with cart/move, never an empty cart/open', async () => {
    const pickup = makeCart({ id: '8', deliveryMode: 'IN_STORE', items: [makeCartItem()] });
    const { callsTo } = stubUpdate({
      'POST /cli/ecommerce/cart/move': ok({ cart: pickup, updatedItems: [], removedItems: [] }),
    });
    const user = userEvent.setup();
    renderCartShell('/cart/update');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Servizio' }), 'IN_STORE');
    const store = screen.getByRole('combobox', { name: 'Negozio' });
    await user.selectOptions(
      store,
      await screen.findByRole('option', { name: 'Spesa Bologna Mazzini' }),
    );
    expect(screen.queryByRole('combobox', { name: 'Indirizzo di consegna' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));

    await waitFor(() => expect(useCartStore.getState().cart).toEqual(pickup));
    expect(callsTo('POST /cli/ecommerce/cart/move')[0]?.body).toEqual({
      cartId: '7',
      storeId: '3',
      deliveryMode: 'IN_STORE',
      addressId: '',
    });
    expect(callsTo('POST /cli/ecommerce/cart/open')).toHaveLength(0);
  });

  it('with the state dropdown on, narrows the stores to the chosen region', async () => {
    const parma = makeStore({
      id: '5',
      name: 'Spesa Parma Montanara',
      address: { ...mazzini.address, city: 'Parma', stateId: '08' },
    });
    const firenze = makeStore({
      id: '6',
      name: 'Spesa Firenze Novoli',
      address: { ...mazzini.address, city: 'Firenze', stateId: '09' },
    });
    stubUpdate({
      'GET /cli/configuration/web': ok({
        ...defaultWebConfiguration,
        features: { ...defaultWebConfiguration.features, stateDropdown: true },
      }),
      'GET /cli/stores/states': ok([
        { id: '08', name: 'Emilia-Romagna' },
        { id: '09', name: 'Toscana' },
      ]),
      'GET /cli/stores/ecommerce': {
        body: { responseCode: 0, data: [mazzini, parma, firenze], totalPages: 1 },
      },
    });
    const user = userEvent.setup();
    renderCartShell('/cart/update');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Servizio' }), 'IN_STORE');
    const region = await screen.findByRole('combobox', { name: 'Regione' });
    await waitFor(() => expect(region).toHaveValue('08'));
    const store = screen.getByRole('combobox', { name: 'Negozio' });
    const names = () =>
      within(store)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names()).toEqual(['Scegli…', 'Spesa Bologna Mazzini', 'Spesa Parma Montanara']);

    await user.selectOptions(region, 'Toscana');
    expect(names()).toEqual(['Scegli…', 'Spesa Firenze Novoli']);
    await user.selectOptions(region, 'Tutte le regioni');
    expect(names()).toHaveLength(4);
  });

  it('without the flag shows no state dropdown', async () => {
    stubUpdate();
    renderCartShell('/cart/update');
    await screen.findByRole('combobox', { name: 'Servizio' });
    expect(screen.queryByRole('combobox', { name: 'Regione' })).toBeNull();
  });

  it('lists the open carts and makes the chosen one current', async () => {
    const other = makeCart({ id: '9', storeId: '2', storeDescription: 'Spesa Bologna Bolognina' });
    const { callsTo } = stubUpdate({
      'GET /cli/ecommerce/carts/open': ok([current, other]),
      'POST /cli/ecommerce/cart/open': ok({ cart: other }),
    });
    const user = userEvent.setup();
    const { router } = renderCartShell('/carts');
    expect(await screen.findAllByTestId('open-cart')).toHaveLength(2);
    expect(screen.getByText('Carrello attuale')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Usa questo carrello: Spesa Bologna Bolognina' }),
    );

    await waitFor(() => expect(pathOf(router)).toBe('/cart'));
    expect(callsTo('POST /cli/ecommerce/cart/open')[0]?.body).toMatchObject({
      storeId: '2',
      deliveryMode: 'AT_HOME',
      addressId: '1',
    });
    expect(useCartStore.getState().cart).toEqual(other);
  });
});
