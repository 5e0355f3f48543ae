import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { useStaffStore } from '../stores/staff-store';
import { makeStaffSession } from '../testing/staff-fixtures';
import { makeBanner, makeCalendar, makeFeatured } from '../testing/setup-fixtures';
import { StoreSetupPage } from './store-setup-page';

const BASE = '/cli/staff/stores/3';

function renderSetup() {
  renderWithProviders(<StoreSetupPage />);
  return userEvent.setup();
}

describe('StoreSetupPage, banners and featured products', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: null });
  });

  it('lists, creates and deletes the store banners', async () => {
    const { callsTo } = stubApi({
      [`GET ${BASE}/calendar/AT_HOME`]: okReply(makeCalendar()),
      [`GET ${BASE}/featured`]: okReply(makeFeatured()),
      [`GET ${BASE}/banners`]: okReply([makeBanner()]),
      [`POST ${BASE}/banners`]: okReply(makeBanner({ id: '52', title: 'Novità' })),
      [`DELETE ${BASE}/banners/51`]: okReply(null),
    });
    const user = renderSetup();
    const list = await screen.findByRole('list', { name: 'Banner del negozio' });
    expect(list).toHaveTextContent('Festa del quartiere');
    expect(list).toHaveTextContent('/app/category · dal 2026-12-01 al —');

    const form = screen.getByRole('form', { name: 'Crea il banner' });
    await user.type(within(form).getByRole('textbox', { name: 'Titolo' }), 'Novità');
    await user.type(within(form).getByRole('textbox', { name: /Link/ }), '/app/search');
    await user.click(within(form).getByRole('button', { name: 'Crea il banner' }));
    await vi.waitFor(() => expect(callsTo(`POST ${BASE}/banners`)).toHaveLength(1));
    expect(callsTo(`POST ${BASE}/banners`)[0]?.body).toEqual({
      title: 'Novità',
      link: '/app/search',
      validFrom: null,
      validTo: null,
    });

    await user.click(screen.getByRole('button', { name: 'Elimina il banner Festa del quartiere' }));
    await vi.waitFor(() => expect(callsTo(`DELETE ${BASE}/banners/51`)).toHaveLength(1));
  });

  it('edits the featured list in order, saves it, and goes back to the chain list', async () => {
    const { callsTo } = stubApi({
      [`GET ${BASE}/calendar/AT_HOME`]: okReply(makeCalendar()),
      [`GET ${BASE}/banners`]: okReply([]),
      [`GET ${BASE}/featured`]: okReply(makeFeatured()),
      [`PUT ${BASE}/featured`]: okReply(makeFeatured()),
    });
    const user = renderSetup();
    const list = await screen.findByRole('list', { name: 'Prodotti in evidenza in ordine' });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()[0]).toHaveTextContent(
      'Pasta di semola 500 g8001234567890 · mostrato nel negozio',
    );
    expect(items()[1]).toHaveTextContent('non mostrato nel negozio');

    await user.click(screen.getByRole('button', { name: 'Sposta su 2000000000015' }));
    expect(items()[0]).toHaveTextContent('Melanzane');
    await user.click(screen.getByRole('button', { name: 'Togli 8001234567890' }));
    await user.type(screen.getByRole('textbox', { name: 'Codice a barre' }), '8000000000017');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(items()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Salva la lista' }));
    await vi.waitFor(() => expect(callsTo(`PUT ${BASE}/featured`)).toHaveLength(1));
    expect(callsTo(`PUT ${BASE}/featured`)[0]?.body).toEqual({
      barcodes: ['2000000000015', '8000000000017'],
    });

    await user.click(screen.getByRole('button', { name: 'Usa la lista della catena' }));
    await vi.waitFor(() => expect(callsTo(`PUT ${BASE}/featured`)).toHaveLength(2));
    expect(callsTo(`PUT ${BASE}/featured`)[1]?.body).toEqual({ barcodes: [] });
  });

  it('shows a refused featured list with its code', async () => {
    stubApi({
      [`GET ${BASE}/calendar/AT_HOME`]: okReply(makeCalendar()),
      [`GET ${BASE}/banners`]: okReply([]),
      [`GET ${BASE}/featured`]: okReply(makeFeatured({ source: 'CHAIN' })),
      [`PUT ${BASE}/featured`]: codeReply(404),
    });
    const user = renderSetup();
    expect(await screen.findByText(/usa la lista della catena/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salva la lista' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('(codice 404)');
  });
});
