import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem, makeLineResult } from '@/testing/cart-fixtures';
import { makeProduct, makeStore } from '@/testing/fixtures';
import { pathOf, renderCartShell } from '../cart/testing/render-cart-shell';
import { makeUser, ok, stubAccountApi } from '../layout/login/testing/account-api';
import { resetShellState } from '../layout/testing/reset-shell-state';
import { LandingRoute } from './landing';

const giulia = makeUser();
const deliveries = [
  { id: 'AT_HOME', name: 'Consegna a domicilio' },
  { id: 'IN_STORE', name: 'Ritiro in negozio' },
];
const mazzini = makeStore({ id: '3', name: 'Spesa Bologna Mazzini' });
const opened = makeCart();

function stubCreate(stores = [mazzini], more = {}) {
  return stubAccountApi({
    'GET /cli/profiles/login': ok(giulia),
    'GET /cli/ecommerce/deliveries': ok(deliveries),
    'GET /cli/profiles/addresses': ok([giulia.address]),
    'GET /cli/stores/ecommerce/delivery': ok(stores),
    'POST /cli/ecommerce/cart/open': ok({ cart: opened }),
    ...more,
  });
}

async function chooseHomeDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Consegna a domicilio' }));
  await user.click(await screen.findByRole('radio', { name: 'Via Indipendenza 12' }));
}

describe('create-cart screen', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({
      user: giulia,
      defaultStore: null,
      defaultDelivery: null,
      defaultZipCode: null,
      defaultCityName: null,
    });
    useCartStore.getState().reset();
  });

  it('opens a home-delivery cart at the chosen address and store, then goes home', async () => {
    const { callsTo, fetchMock } = stubCreate();
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart/create');
    const create = screen.getByRole('button', { name: 'Crea il carrello' });
    expect(create).toBeDisabled();

    await chooseHomeDelivery(user);
    await user.click(await screen.findByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    const storesCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/cli/stores/ecommerce/delivery');
    expect(Object.fromEntries(storesCall?.searchParams ?? [])).toEqual({
      delivery: 'AT_HOME',
      zipCode: '40121',
    });
    await user.click(create);

    await waitFor(() => expect(pathOf(router)).toBe('/home'));
    expect(callsTo('POST /cli/ecommerce/cart/open')[0]?.body).toEqual({
      storeId: '3',
      deliveryMode: 'AT_HOME',
      addressId: '1',
      terminalType: 'WEB',
      terminalId: 'spesa-web',
    });
    expect(useCartStore.getState().cart).toEqual(opened);
    expect(useUserStore.getState()).toMatchObject({
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
      defaultDelivery: 'AT_HOME',
      defaultZipCode: '40121',
      defaultCityName: 'Bologna',
    });
  });

  it('adds the waiting product right after the cart opens', async () => {
    useCartStore.setState({
      productToAdd: { barcode: '8001234567890', amount: 1, um: 'PZ', description: 'Pasta' },
    });
    const item = makeCartItem({ description: 'Pasta', amount: 1 });
    const { callsTo } = stubCreate([mazzini], {
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(makeCart({ items: [item] }), item, 1)),
    });
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await chooseHomeDelivery(user);
    await user.click(await screen.findByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await user.click(screen.getByRole('button', { name: 'Crea il carrello' }));

    expect(await screen.findByText('Hai 1 pz Pasta nel carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toMatchObject({ cartId: '7' });
    expect(useCartStore.getState().productToAdd).toBeNull();
  });

  it('says when no store serves the mode and address', async () => {
    stubCreate([]);
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await chooseHomeDelivery(user);
    expect(
      await screen.findByText(
        "Nessun negozio disponibile per la modalità e l'indirizzo selezionati",
      ),
    ).toBeVisible();
  });

  it('goes home at once when a cart already exists', async () => {
    useCartStore.setState({ cart: opened });
    stubCreate();
    const { router } = renderCartShell('/cart/create');
    await waitFor(() => expect(pathOf(router)).toBe('/home'));
  });

  it('asks a guest to log in', async () => {
    useUserStore.setState({ user: null });
    stubCreate();
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    expect(screen.getByText('Accedi per creare il carrello')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
  });

  it('sends a customer from the landing page to /cart/create', async () => {
    stubCreate();
    const { router } = renderCartShell('/', [{ index: true, Component: LandingRoute }]);
    await waitFor(() => expect(pathOf(router)).toBe('/cart/create'));
  });

  // Issue 17.9: the landing page's answers are not asked again.
  it('starts from the service, place and store chosen on the landing page', async () => {
    useUserStore.setState({
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
      defaultDelivery: 'IN_STORE',
      defaultZipCode: '40121',
      defaultCityName: 'Bologna',
    });
    const { callsTo } = stubCreate();
    const user = userEvent.setup();
    const { router } = renderCartShell('/cart/create');

    expect(await screen.findByRole('radio', { name: /Ritiro in negozio/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Comune o CAP' })).toHaveValue('40121 Bologna');
    expect(await screen.findByRole('radio', { name: /Spesa Bologna Mazzini/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Crea il carrello' }));

    await waitFor(() => expect(pathOf(router)).toBe('/home'));
    expect(callsTo('POST /cli/ecommerce/cart/open')[0]?.body).toMatchObject({
      storeId: '3',
      deliveryMode: 'IN_STORE',
      addressId: '',
    });
  });

  it('takes the address of the postcode already given for a home delivery', async () => {
    useUserStore.setState({
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
      defaultDelivery: 'AT_HOME',
      defaultZipCode: '40121',
      defaultCityName: 'Bologna',
    });
    stubCreate();
    renderCartShell('/cart/create');
    expect(await screen.findByRole('radio', { name: /Consegna a domicilio/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Via Indipendenza 12/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Spesa Bologna Mazzini/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Crea il carrello' })).toBeEnabled();
  });

  // Issue 27.2: the landing asks a town's postcode; the address has its street's.
  it('takes the address in the landing town, or the only one, when no postcode matches', async () => {
    useUserStore.setState({
      defaultStore: { id: '3', name: 'Spesa Bologna Mazzini' },
      defaultDelivery: 'AT_HOME',
      defaultZipCode: '40126',
      defaultCityName: 'Bologna',
    });
    const modena = {
      ...giulia.address,
      id: '2',
      address: 'Via Emilia',
      city: 'Modena',
      zip: '41121',
    };
    stubCreate([mazzini], { 'GET /cli/profiles/addresses': ok([modena, giulia.address]) });
    const { unmount } = renderCartShell('/cart/create');
    expect(await screen.findByRole('radio', { name: /Via Indipendenza 12/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Spesa Bologna Mazzini/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Crea il carrello' })).toBeEnabled();
    unmount();

    useUserStore.setState({ defaultZipCode: '41124', defaultCityName: 'Parma' });
    stubCreate();
    renderCartShell('/cart/create');
    expect(await screen.findByRole('radio', { name: /Via Indipendenza 12/ })).toBeChecked();
  });

  it('says step 3 waits for the address, not the service, once home delivery is chosen', async () => {
    stubCreate([mazzini], { 'GET /cli/profiles/addresses': ok([]) });
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await user.click(await screen.findByRole('radio', { name: 'Consegna a domicilio' }));
    expect(await screen.findByText("Scegli prima l'indirizzo di consegna.")).toBeVisible();
    expect(screen.queryByText('Scegli prima il servizio e il luogo.')).toBeNull();
  });

  it('puts a product chosen in another store into the new cart when its store sells it', async () => {
    useCartStore.setState({
      productToAdd: {
        barcode: '8001234567890',
        amount: 1,
        um: 'PZ',
        description: 'Pasta',
        storeId: '9',
      },
    });
    const item = makeCartItem({ description: 'Pasta', amount: 1 });
    const { callsTo } = stubCreate([mazzini], {
      'GET /cli/ecommerce/products/barcode/8001234567890': ok(
        makeProduct({ barcode: '8001234567890', available: true }),
      ),
      'POST /cli/ecommerce/cart/store': ok(makeLineResult(makeCart({ items: [item] }), item, 1)),
    });
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await chooseHomeDelivery(user);
    await user.click(await screen.findByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await user.click(screen.getByRole('button', { name: 'Crea il carrello' }));

    expect(await screen.findByText('Hai 1 pz Pasta nel carrello')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')[0]?.body).toMatchObject({ cartId: '7' });
    expect(
      screen.queryByText(
        'Carrello creato per un altro negozio, il prodotto non può essere aggiunto.',
      ),
    ).toBeNull();
  });

  it('tells, and does not add, a waiting product chosen in another store', async () => {
    useCartStore.setState({
      productToAdd: {
        barcode: '8001234567890',
        amount: 1,
        um: 'PZ',
        description: 'Pasta',
        storeId: '9',
      },
    });
    const { callsTo } = stubCreate();
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await chooseHomeDelivery(user);
    await user.click(await screen.findByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await user.click(screen.getByRole('button', { name: 'Crea il carrello' }));

    expect(
      await screen.findByText(
        'Carrello creato per un altro negozio, il prodotto non può essere aggiunto.',
      ),
    ).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/store')).toHaveLength(0);
    expect(useCartStore.getState().productToAdd).toBeNull();
  });

  // Issue 17.7: the courier brings the shopping to an address, as home delivery does.
  it('asks a shipped cart for the delivery address and sends it', async () => {
    const { callsTo, fetchMock } = stubCreate([mazzini], {
      'GET /cli/ecommerce/deliveries': ok([...deliveries, { id: 'SHIPPED', name: 'Spedizione' }]),
    });
    const user = userEvent.setup();
    renderCartShell('/cart/create');
    await user.click(await screen.findByRole('radio', { name: /Spedizione/ }));
    expect(screen.getByText("Scegli l'indirizzo di consegna")).toBeVisible();
    expect(screen.queryByText('Vicino a dove vuoi ritirare la spesa?')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: 'Via Indipendenza 12' }));
    await user.click(await screen.findByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    const storesCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/cli/stores/ecommerce/delivery');
    expect(Object.fromEntries(storesCall?.searchParams ?? [])).toEqual({
      delivery: 'SHIPPED',
      zipCode: '40121',
    });
    await user.click(screen.getByRole('button', { name: 'Crea il carrello' }));
    await waitFor(() => expect(callsTo('POST /cli/ecommerce/cart/open')).toHaveLength(1));
    expect(callsTo('POST /cli/ecommerce/cart/open')[0]?.body).toMatchObject({
      deliveryMode: 'SHIPPED',
      addressId: '1',
    });
  });
});
