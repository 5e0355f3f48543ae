import type { SmartListToCartResult } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { codeReply, okReply } from '@/testing/stub-api';
import { useCurrentListStore } from '../state/current-list-store';
import { fakeListsApi, makeList, makeListItem } from '../testing/fake-lists-api';
import { renderListsRoute } from '../testing/render-lists-route';
import { SmartListPage } from './smart-list-page';

const pasta = makeListItem({ itemId: '11', amount: 2 });
const apples = makeListItem({
  itemId: '13',
  barcode: '8004444444444',
  description: 'Mele Golden',
  um: 'KG',
  umStep: 0.5,
  amount: 1,
});
const bread = makeListItem({
  itemId: '12',
  type: 'CUSTOM',
  barcode: null,
  imageUrl: null,
  description: 'Pane fresco',
});
const weekly = makeList({ id: '1', title: 'Spesa settimanale', items: [pasta, bread] });

function Page() {
  return <SmartListPage userId="7" />;
}

function renderPage() {
  return renderListsRoute('/smartlist', Page);
}

function row(description: string) {
  return within(
    screen.getAllByTestId('list-item').find((li) => li.textContent?.includes(description))!,
  );
}

describe('smart list items', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCurrentListStore.setState({ currentId: null });
    useCartStore.getState().reset();
  });

  it('steps a quantity up and down, never below 1', async () => {
    const { callsTo } = fakeListsApi([weekly]);
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Pasta di semola 500 g' });
    const stepper = within(
      row('Pasta').getByRole('group', { name: 'Quantità di Pasta di semola 500 g' }),
    );
    await user.click(stepper.getByRole('button', { name: 'Aumenta la quantità' }));
    await waitFor(() => expect(stepper.getByTestId('quantity')).toHaveTextContent('3'));
    expect(callsTo('POST /cli/slists/items/update')[0]?.body).toEqual({
      id: '1',
      itemId: '11',
      amount: 3,
    });

    const custom = within(row('Pane fresco').getByRole('group'));
    expect(custom.getByTestId('quantity')).toHaveTextContent('1');
    expect(custom.getByRole('button', { name: 'Diminuisci la quantità' })).toBeDisabled();
  });

  it('keeps a weighed line at 1 kg or more', async () => {
    const { callsTo } = fakeListsApi([makeList({ items: [apples] })]);
    const { user } = renderPage();
    const stepper = within(await screen.findByRole('group', { name: 'Quantità di Mele Golden' }));
    expect(stepper.getByTestId('quantity')).toHaveTextContent('1 kg');
    await user.click(stepper.getByRole('button', { name: 'Diminuisci la quantità' }));
    await user.click(stepper.getByRole('button', { name: 'Aumenta la quantità' }));
    await waitFor(() => expect(stepper.getByTestId('quantity')).toHaveTextContent('1,5 kg'));
    expect(callsTo('POST /cli/slists/items/update').map((call) => call.body)).toEqual([
      { id: '1', itemId: '13', amount: 1.5 },
    ]);
  });

  it("removes a line with the toast 'Prodotto rimosso dalla lista della spesa'", async () => {
    const { callsTo } = fakeListsApi([weekly]);
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Pasta di semola 500 g' });
    await user.click(
      screen.getByRole('button', { name: 'Rimuovi Pasta di semola 500 g dalla lista' }),
    );
    expect(await screen.findByText('Prodotto rimosso dalla lista della spesa')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('list-item')).toHaveLength(1));
    expect(callsTo('POST /cli/slists/items/delete')[0]?.body).toEqual({ id: '1', itemId: '11' });
  });

  it('adds a free-text item, refusing an empty one', async () => {
    const { callsTo } = fakeListsApi([weekly]);
    const { user } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Aggiungi una voce libera' }));
    await user.click(form.getByRole('button', { name: 'Aggiungi' }));
    expect(form.getByRole('alert')).toHaveTextContent('Campo obbligatorio');
    expect(callsTo('POST /cli/slists/items/create')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /Descrizione/ }), 'Detersivo piatti');
    await user.click(form.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('"Detersivo piatti" aggiunto alla lista')).toBeVisible();
    expect(callsTo('POST /cli/slists/items/create')[0]?.body).toEqual({
      id: '1',
      type: 'CUSTOM',
      description: 'Detersivo piatti',
      amount: 1,
    });
    await waitFor(() => expect(screen.getAllByTestId('list-item')).toHaveLength(3));
    expect(form.getByRole('textbox', { name: /Descrizione/ })).toHaveValue('');
  });

  it('asks to open a cart before putting the list in one', async () => {
    fakeListsApi([weekly]);
    renderPage();
    const region = within(
      await screen.findByRole('region', { name: 'Metti la lista nel carrello' }),
    );
    expect(region.getByText(/apri prima un carrello/)).toBeVisible();
    expect(region.getByRole('link', { name: 'Apri un carrello' })).toHaveAttribute(
      'href',
      '/cart/create',
    );
  });

  it('puts the whole list in the cart and reports what stayed out', async () => {
    const cart = makeCart({ id: '7' });
    useCartStore.setState({ cart });
    const after = makeCart({ id: '7', items: [makeCartItem({ amount: 2 })] });
    const result: SmartListToCartResult = {
      cart: after,
      added: [
        {
          itemId: '11',
          barcode: '8001234567890',
          description: 'Pasta di semola 500 g',
          amount: 2,
          um: 'PZ',
          capped: false,
        },
      ],
      skipped: [{ itemId: '12', barcode: null, description: 'Pane fresco', reason: 'CUSTOM' }],
    };
    const { callsTo } = fakeListsApi([weekly], { 'POST /cli/slists/cart': okReply(result) });
    const { user } = renderPage();
    const region = within(
      await screen.findByRole('region', { name: 'Metti la lista nel carrello' }),
    );
    expect(region.getByText(/carrello di Spesa Bologna Mazzini/)).toBeVisible();
    await user.click(region.getByRole('button', { name: 'Aggiungi tutta la lista al carrello' }));

    const report = within(await region.findByTestId('cart-report'));
    expect(report.getByText('1 prodotto aggiunto al carrello')).toBeVisible();
    expect(report.getByText('Pane fresco: voce libera, da cercare a mano')).toBeVisible();
    expect(report.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
    expect(callsTo('POST /cli/slists/cart')[0]?.body).toEqual({ id: '1', cartId: '7' });
    expect(useCartStore.getState().cart).toEqual(after);
  });

  it('says why the cart refused the list', async () => {
    useCartStore.setState({ cart: makeCart({ id: '7' }) });
    fakeListsApi([weekly], { 'POST /cli/slists/cart': codeReply(4004, null) });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Aggiungi tutta la lista al carrello' }),
    );
    expect(await screen.findByText('Carrello non trovato')).toBeVisible();
  });
});
