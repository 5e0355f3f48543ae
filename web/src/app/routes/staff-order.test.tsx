import type { StaffOrderDetail } from '@spesa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffStore } from '@/features/staff/stores/staff-store';
import {
  makeLine,
  makeStaffOrder,
  makeStaffSession,
} from '@/features/staff/testing/staff-fixtures';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { StaffOrderRoute } from './staff-order';

function renderOrder() {
  const router = createMemoryRouter(
    [
      { path: '/staff/orders/:id', Component: StaffOrderRoute },
      { path: '/staff', element: <h1>Coda</h1> },
    ],
    { initialEntries: ['/staff/orders/11'] },
  );
  const { unmount } = renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, unmount };
}

function lineItem(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}

/** The order after the aubergines were weighed at 0,45 kg. */
const weighed: StaffOrderDetail = makeStaffOrder({
  departments: [
    {
      id: 'OR',
      name: 'ORTOFRUTTA',
      lines: [makeLine({ pickStatus: 'PICKED', operatorAmount: 0.45, operatorTotal: 1.31 })],
    },
    makeStaffOrder().departments[1]!,
  ],
  handledLines: 1,
  operatorCart: { total: 1.31, netTotal: 1.31, totalToPay: 6.21, payed: false, itemsCount: 1 },
  totals: { ordered: 12.4, prepared: 6.21, purchase: null, receipt: null },
});

describe('/staff/orders/:id', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: '3' });
  });

  it('shows the picking list by department, the facts and the totals', async () => {
    stubApi({ 'GET /cli/staff/orders/11': okReply(makeStaffOrder()) });
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 1011' })).toBeVisible();
    const departments = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(departments).toEqual(
      expect.arrayContaining(['ORTOFRUTTA', 'DROGHERIA ALIMENTARE', 'Totali', "Stato dell'ordine"]),
    );
    expect(within(lineItem('Melanzane')).getByLabelText('Peso reale (kg)')).toHaveValue('0,5');
    expect(
      within(lineItem('Pasta di semola 500 g')).getByLabelText('Pezzi prelevati (pz)'),
    ).toHaveValue('2');
    expect(screen.getByText('Citofono Verdi')).toBeVisible();
    expect(screen.getByText('Righe preparate: 0 di 2')).toBeVisible();
    expect(screen.getByTestId('prepared-total')).toHaveTextContent('—');
  });

  it('records a real weight typed with a comma, and the totals follow', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/orders/11': okReply(makeStaffOrder()),
      'POST /cli/staff/orders/11/items/101': okReply(weighed),
    });
    const { user } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Ordine n. 1011' });
    const line = lineItem('Melanzane');
    const weight = within(line).getByLabelText('Peso reale (kg)');
    await user.clear(weight);
    await user.type(weight, '0,45');
    await user.click(within(line).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(screen.getByTestId('prepared-total')).toHaveTextContent('6,21 €'));
    expect(callsTo('POST /cli/staff/orders/11/items/101')[0]?.body).toEqual({
      action: 'PICK',
      operatorAmount: 0.45,
    });
    expect(within(lineItem('Melanzane')).getByText(/Preparato: 0,45 kg/)).toBeVisible();
    expect(screen.getByText('Righe preparate: 1 di 2')).toBeVisible();
  });

  it('refuses half a piece before sending, and marks a line unavailable', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/orders/11': okReply(makeStaffOrder()),
      'POST /cli/staff/orders/11/items/102': okReply(makeStaffOrder({ handledLines: 1 })),
    });
    const { user } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Ordine n. 1011' });
    const line = lineItem('Pasta di semola 500 g');
    const pieces = within(line).getByLabelText('Pezzi prelevati (pz)');
    await user.clear(pieces);
    await user.type(pieces, '1,5');
    await user.click(within(line).getByRole('button', { name: 'Registra' }));
    expect(within(line).getByRole('alert')).toHaveTextContent('Scrivi un numero intero di pezzi');
    expect(callsTo('POST /cli/staff/orders/11/items/102')).toHaveLength(0);

    await user.click(within(line).getByRole('button', { name: 'Non disponibile' }));
    await waitFor(() => expect(callsTo('POST /cli/staff/orders/11/items/102')).toHaveLength(1));
    expect(callsTo('POST /cli/staff/orders/11/items/102')[0]?.body).toEqual({
      action: 'UNAVAILABLE',
    });
  });

  it('substitutes a line with an allowed product, the customer’s choice first (issue 30)', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/orders/11': okReply(makeStaffOrder()),
      'GET /cli/staff/orders/11/items/101/substitutes': okReply({
        barcode: '2000000000015',
        choice: 'SIMILAR',
        bandPercent: 30,
        suggestions: [
          {
            barcode: '8000000000011',
            description: 'Pomodori ramati',
            imageUrl: '/cli/images/products/8000000000011.webp',
            um: 'KG',
            netPrice: 3.2,
            comparableUnitPrice: 3.2,
            comparableUnit: 'KG_L',
            customerChoice: false,
          },
        ],
      }),
      'POST /cli/staff/orders/11/items/101': okReply(makeStaffOrder()),
    });
    const { user } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Ordine n. 1011' });
    const line = lineItem('Melanzane');
    expect(within(line).getByText('Il cliente accetta un sostituto simile')).toBeVisible();
    await user.click(within(line).getByRole('button', { name: 'Sostituisci' }));
    await user.click(await within(line).findByRole('button', { name: /Pomodori ramati/ }));
    await user.click(within(line).getByRole('button', { name: 'Sostituisci con Pomodori ramati' }));
    await waitFor(() => expect(callsTo('POST /cli/staff/orders/11/items/101')).toHaveLength(1));
    expect(callsTo('POST /cli/staff/orders/11/items/101')[0]?.body).toEqual({
      action: 'SUBSTITUTE',
      barcode: '8000000000011',
      operatorAmount: 0.5,
    });
  });

  it('offers no substitution when the customer refused them, nor any input before preparation', async () => {
    const none = { choice: 'NONE' as const, barcode: null, description: null };
    const refusing = makeStaffOrder();
    stubApi({
      'GET /cli/staff/orders/11': okReply(
        makeStaffOrder({
          departments: refusing.departments.map((d) => ({
            ...d,
            lines: d.lines.map((l) => ({ ...l, substitution: none })),
          })),
          enableProductsReplacement: false,
          status: 'TO_BE_PREPARED',
          nextStatuses: ['IN_PREPARATION', 'CANCELLED'],
        }),
      ),
    });
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Ordine n. 1011' });
    expect(screen.queryByRole('button', { name: 'Sostituisci' })).toBeNull();
    expect(screen.queryByLabelText('Peso reale (kg)')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent("Porta l'ordine «In preparazione»");
    expect(screen.getByRole('button', { name: 'Inizia la preparazione' })).toBeVisible();
  });

  it('says the order is not found when the server answers code 404 or 403 (issue 26)', async () => {
    // A missing order is a business outcome (HTTP 200, code 404); another store's is a 403.
    for (const reply of [codeReply(404, null, 200), codeReply(403, null, 403)]) {
      stubApi({ 'GET /cli/staff/orders/11': reply });
      const { unmount } = renderOrder();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ordine non trovato o di un altro negozio',
      );
      unmount();
    }
  });

  it('moves the status as the server allows and shows a refused move (4205) clearly', async () => {
    let answer = codeReply(4205, null);
    (answer.body as { message: string }).message =
      "Stato dell'ordine errato: 1 righe ancora da preparare";
    const { callsTo } = stubApi({
      'GET /cli/staff/orders/11': okReply(makeStaffOrder()),
      'POST /cli/staff/orders/11/status': () => answer,
    });
    const { user } = renderOrder();
    const close = await screen.findByRole('button', {
      name: 'Chiudi la preparazione ed emetti lo scontrino',
    });
    await user.click(close);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Passaggio di stato non consentito: Stato dell'ordine errato: 1 righe ancora da preparare (codice 4205)",
    );
    expect(callsTo('POST /cli/staff/orders/11/status')[0]?.body).toEqual({
      status: 'ISSUING_RECEIPT',
    });

    answer = okReply(
      makeStaffOrder({ status: 'ISSUING_RECEIPT', nextStatuses: ['TO_BE_DELIVERED', 'CANCELLED'] }),
    );
    await user.click(close);
    expect(await screen.findByRole('button', { name: 'Pronto per la consegna' })).toBeVisible();
    expect(screen.queryByLabelText('Peso reale (kg)')).toBeNull();
  });

  it('asks before cancelling the order', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/orders/11': okReply(makeStaffOrder()),
      'POST /cli/staff/orders/11/status': okReply(
        makeStaffOrder({ status: 'CANCELLED', nextStatuses: [] }),
      ),
    });
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: "Annulla l'ordine" }));
    const dialog = screen.getByRole('dialog', { name: "Annullare l'ordine n. 1011?" });
    expect(callsTo('POST /cli/staff/orders/11/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: "Sì, annulla l'ordine" }));
    expect(await screen.findByText("L'ordine è concluso: nessun altro passaggio.")).toBeVisible();
    expect(callsTo('POST /cli/staff/orders/11/status')[0]?.body).toEqual({ status: 'CANCELLED' });
  });
});
