import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCurrentListStore } from '@/features/smart-lists/state/current-list-store';
import {
  configurationReply,
  fakeListsApi,
  makeList,
  makeListItem,
} from '@/features/smart-lists/testing/fake-lists-api';
import { renderListsRoute } from '@/features/smart-lists/testing/render-lists-route';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { stubApi } from '@/testing/stub-api';
import { SmartListRoute } from './smartlist';

const pasta = makeListItem({ itemId: '11', amount: 2 });
const bread = makeListItem({
  itemId: '12',
  type: 'CUSTOM',
  barcode: null,
  imageUrl: null,
  description: 'Pane fresco',
});
const weekly = makeList({ id: '1', title: 'Spesa settimanale', items: [pasta, bread] });
const party = makeList({ id: '2', title: 'Festa', items: [] });

function renderPage() {
  return renderListsRoute('/smartlist', SmartListRoute);
}

function selector() {
  return screen.findByRole('combobox', { name: 'Lista corrente' });
}

function items() {
  return within(screen.getByRole('region', { name: 'Prodotti nella lista' }));
}

async function chooseAction(name: string) {
  const actions = within(await screen.findByRole('group', { name: 'Azioni sulla lista' }));
  return actions.getByRole('button', { name });
}

describe('/smartlist', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser(), showLogin: false });
    useCurrentListStore.setState({ currentId: null });
    useCartStore.getState().reset();
  });

  it('does not exist with the smart-list flag off', async () => {
    const { calls } = stubApi({ 'GET /cli/configuration/web': configurationReply(false) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pagina non trovata',
    );
    expect(calls.some((call) => call.url.pathname.startsWith('/cli/slists'))).toBe(false);
  });

  it('asks a guest to log in', async () => {
    useUserStore.setState({ user: null });
    fakeListsApi([weekly]);
    renderPage();
    await screen.findByText('Accedi per vedere le tue liste della spesa');
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('makes the first list current and shows its items linking to the product', async () => {
    fakeListsApi([weekly, party]);
    renderPage();
    expect(await selector()).toHaveDisplayValue('Spesa settimanale (2 prodotti)');
    const link = await screen.findByRole('link', { name: 'Pasta di semola 500 g' });
    expect(link).toHaveAttribute('href', '/product/8001234567890');
    expect(items().getByText('Codice EAN: 8001234567890')).toBeVisible();
    // The free-text line has no product page.
    expect(items().getByText('Pane fresco').closest('a')).toBeNull();
    expect(items().getByText('Voce libera')).toBeVisible();
    expect(items().getAllByRole('img')).toHaveLength(2);
  });

  it('switches the current list from the selector', async () => {
    fakeListsApi([weekly, party]);
    const { user } = renderPage();
    await user.selectOptions(await selector(), 'Festa (0 prodotti)');
    expect(await screen.findByText(/La lista è vuota/)).toBeVisible();
    expect(useCurrentListStore.getState().currentId).toBe('2');
  });

  it('creates a list, which becomes current', async () => {
    const { callsTo } = fakeListsApi([weekly]);
    const { user } = renderPage();
    await user.click(await chooseAction('Nuova lista'));
    const dialog = within(screen.getByRole('dialog', { name: 'Nuova lista della spesa' }));
    // An empty title is refused before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'Crea' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Campo obbligatorio');
    await user.type(dialog.getByRole('textbox', { name: /Nome della lista/ }), 'Grigliata');
    await user.click(dialog.getByRole('button', { name: 'Crea' }));

    expect(await screen.findByText('Lista "Grigliata" creata')).toBeVisible();
    expect(callsTo('POST /cli/slists/create')[0]?.body).toEqual({ title: 'Grigliata' });
    await waitFor(async () =>
      expect(await selector()).toHaveDisplayValue('Grigliata (0 prodotti)'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers "Copia di" + the title for a copy, which becomes current', async () => {
    const { callsTo } = fakeListsApi([weekly, party]);
    const { user } = renderPage();
    await user.click(await chooseAction('Copia'));
    const dialog = within(screen.getByRole('dialog', { name: 'Copia la lista' }));
    expect(dialog.getByRole('textbox', { name: /Nome della lista/ })).toHaveValue(
      'Copia di Spesa settimanale',
    );
    await user.click(dialog.getByRole('button', { name: 'Copia' }));

    await waitFor(async () =>
      expect(await selector()).toHaveDisplayValue('Copia di Spesa settimanale (2 prodotti)'),
    );
    expect(callsTo('POST /cli/slists/copy')[0]?.body).toEqual({
      id: '1',
      title: 'Copia di Spesa settimanale',
    });
  });

  it('renames the current list', async () => {
    fakeListsApi([weekly, party]);
    const { user } = renderPage();
    await user.selectOptions(await selector(), 'Festa (0 prodotti)');
    await user.click(await chooseAction('Rinomina'));
    const dialog = within(screen.getByRole('dialog', { name: 'Rinomina la lista' }));
    const field = dialog.getByRole('textbox', { name: /Nome della lista/ });
    expect(field).toHaveValue('Festa');
    await user.clear(field);
    await user.type(field, 'Festa di compleanno');
    await user.click(dialog.getByRole('button', { name: 'Salva' }));

    await waitFor(async () =>
      expect(await selector()).toHaveDisplayValue('Festa di compleanno (0 prodotti)'),
    );
    expect(await screen.findByText('Lista rinominata in "Festa di compleanno"')).toBeVisible();
  });

  it('after a delete makes the first remaining list current', async () => {
    fakeListsApi([weekly, party]);
    const { user } = renderPage();
    await user.click(await chooseAction('Elimina'));
    const dialog = within(screen.getByRole('dialog', { name: 'Elimina la lista' }));
    expect(dialog.getByText('Vuoi eliminare la lista "Spesa settimanale"?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Lista "Spesa settimanale" eliminata')).toBeVisible();
    await waitFor(async () => expect(await selector()).toHaveDisplayValue('Festa (0 prodotti)'));
    expect(useCurrentListStore.getState().currentId).toBe('2');
  });

  it("shows the server's message when the last list cannot be deleted (2035)", async () => {
    fakeListsApi([weekly]);
    const { user } = renderPage();
    await user.click(await chooseAction('Elimina'));
    const dialog = within(screen.getByRole('dialog', { name: 'Elimina la lista' }));
    await user.click(dialog.getByRole('button', { name: 'Elimina' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Non puoi eliminare l'ultima lista della spesa",
    );
    expect(await selector()).toHaveDisplayValue('Spesa settimanale (2 prodotti)');
  });

  it('shows an empty state and only the create action without lists', async () => {
    fakeListsApi([]);
    renderPage();
    expect(await screen.findByText(/Non hai ancora liste della spesa/)).toBeVisible();
    const actions = within(screen.getByRole('group', { name: 'Azioni sulla lista' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Nuova lista']);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
