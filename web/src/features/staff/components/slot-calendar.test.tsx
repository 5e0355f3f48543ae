import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { useStaffStore } from '../stores/staff-store';
import { makeStaffSession } from '../testing/staff-fixtures';
import { makeCalendar, makeTemplate } from '../testing/setup-fixtures';
import { StoreSetupPage } from './store-setup-page';

const BASE = '/cli/staff/stores/3';
const CALENDAR = `GET ${BASE}/calendar/AT_HOME`;
const content = {
  [`GET ${BASE}/banners`]: okReply([]),
  [`GET ${BASE}/featured`]: okReply({ storeId: 3, source: 'CHAIN', products: [] }),
};

function renderSetup() {
  renderWithProviders(<StoreSetupPage />);
  return userEvent.setup();
}

const mondaySlot = () => screen.findByRole('group', { name: 'lunedì 09:00–11:00' });

describe('StoreSetupPage, slot calendar', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: null });
  });

  it('shows the booked minimum and saves a new capacity and cut-off with the whole template', async () => {
    const { callsTo } = stubApi({
      ...content,
      [CALENDAR]: okReply(makeCalendar()),
      [`PUT ${BASE}/calendar/AT_HOME/templates/31`]: okReply(makeTemplate({ capacity: 9 })),
    });
    const user = renderSetup();
    const row = await mondaySlot();
    expect(row).toHaveTextContent('Almeno 3: posti già prenotati');
    const capacity = within(row).getByRole('spinbutton', { name: /Capienza/ });
    expect(capacity).toHaveAttribute('min', '3');
    const save = within(row).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await user.clear(capacity);
    await user.type(capacity, '9');
    await user.clear(within(row).getByRole('spinbutton', { name: /Chiusura prenotazioni/ }));
    await user.type(within(row).getByRole('spinbutton', { name: /Chiusura prenotazioni/ }), '60');
    await user.click(save);
    await vi.waitFor(() =>
      expect(callsTo(`PUT ${BASE}/calendar/AT_HOME/templates/31`)).toHaveLength(1),
    );
    expect(callsTo(`PUT ${BASE}/calendar/AT_HOME/templates/31`)[0]?.body).toEqual({
      weekDay: 2,
      validFrom: '09:00',
      validTo: '11:00',
      capacity: 9,
      cutoffMinutes: 60,
      fromDate: '2026-01-01',
      toDate: null,
    });
  });

  it('names the booked slots when a delete is refused with 4062', async () => {
    stubApi({
      ...content,
      [CALENDAR]: okReply(makeCalendar()),
      [`DELETE ${BASE}/calendar/AT_HOME/templates/31`]: codeReply(
        4062,
        {
          conflicts: [
            {
              date: '2026-11-30',
              validFrom: '09:00',
              validTo: '11:00',
              booked: 2,
              reason: 'fascia rimossa',
            },
          ],
        },
        409,
      ),
    });
    const user = renderSetup();
    await user.click(within(await mondaySlot()).getByRole('button', { name: 'Elimina' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/ordini già prenotati in queste fasce \(codice 4062\)/);
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      '2026-11-30 09:00–11:00: 2 ordini prenotati (fascia rimossa)',
    );
  });

  it('adds a template and a closed day, and deletes a closed day', async () => {
    const { callsTo } = stubApi({
      ...content,
      [CALENDAR]: okReply(makeCalendar({ templates: [] })),
      [`POST ${BASE}/calendar/AT_HOME/templates`]: okReply(makeTemplate({ id: '32' })),
      [`POST ${BASE}/calendar/AT_HOME/closures`]: okReply({ id: 42 }),
      [`DELETE ${BASE}/calendar/AT_HOME/closures/41`]: okReply(null),
    });
    const user = renderSetup();
    expect(await screen.findByText('Nessuna fascia per questa modalità')).toBeVisible();
    const add = screen.getByRole('form', { name: 'Nuova fascia' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Giorno' }), 'sabato');
    await user.clear(within(add).getByRole('spinbutton', { name: 'Capienza' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Capienza' }), '5');
    await user.click(within(add).getByRole('button', { name: 'Aggiungi la fascia' }));
    await vi.waitFor(() =>
      expect(callsTo(`POST ${BASE}/calendar/AT_HOME/templates`)).toHaveLength(1),
    );
    expect(callsTo(`POST ${BASE}/calendar/AT_HOME/templates`)[0]?.body).toMatchObject({
      weekDay: 7,
      validFrom: '09:00',
      validTo: '11:00',
      capacity: 5,
      toDate: null,
    });

    const closure = screen.getByRole('form', { name: 'Aggiungi la chiusura' });
    await user.type(within(closure).getByLabelText('Giorno'), '2027-01-06');
    await user.type(within(closure).getByRole('textbox', { name: 'Motivo' }), 'Inventario');
    await user.click(within(closure).getByRole('button', { name: 'Aggiungi la chiusura' }));
    await vi.waitFor(() =>
      expect(callsTo(`POST ${BASE}/calendar/AT_HOME/closures`)).toHaveLength(1),
    );
    expect(callsTo(`POST ${BASE}/calendar/AT_HOME/closures`)[0]?.body).toEqual({
      date: '2027-01-06',
      reason: 'Inventario',
      allModes: false,
    });

    await user.click(screen.getByRole('button', { name: 'Elimina la chiusura del 2026-12-25' }));
    await vi.waitFor(() =>
      expect(callsTo(`DELETE ${BASE}/calendar/AT_HOME/closures/41`)).toHaveLength(1),
    );
  });
});
