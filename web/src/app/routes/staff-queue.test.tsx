import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffStore } from '@/features/staff/stores/staff-store';
import { makeQueue, makeStaffSession } from '@/features/staff/testing/staff-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { StaffQueueRoute } from './staff-queue';

function renderQueue(entry = '/staff?date=2026-11-25') {
  const router = createMemoryRouter(
    [
      { path: '/staff', Component: StaffQueueRoute },
      { path: '/staff/orders/:id', element: <h1>Preparazione</h1> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('/staff queue', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: null });
  });

  it("lists the day's slots with counts and the orders with notes and substitution choice", async () => {
    const { callsTo } = stubApi({ 'GET /cli/staff/stores/3/orders': okReply(makeQueue()) });
    renderQueue();
    const slots = await screen.findByRole('group', { name: 'Fasce orarie' });
    expect(
      within(slots).getByRole('button', { name: /Tutte le fasce\s*2 ordini/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(slots).getByRole('button', { name: /09:00-11:00.*1 ordine/ })).toBeVisible();
    expect(callsTo('GET /cli/staff/stores/3/orders')[0]?.url.searchParams.get('date')).toBe(
      '2026-11-25',
    );

    const first = screen.getByRole('article', { name: 'N. 1011 · Marta Verdi' });
    expect(within(first).getByText('Citofono Verdi')).toBeVisible();
    expect(within(first).getByText('Il cliente accetta sostituzioni')).toBeVisible();
    expect(within(first).getByText('Da preparare')).toBeVisible();
    const second = screen.getByRole('article', { name: 'N. 1012 · Luca Bianchi' });
    expect(within(second).getByText('Nessuna sostituzione')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Ordini per stato' })).toHaveTextContent(
      'In preparazione: 1',
    );
  });

  it('narrows the list to a slot and opens an order', async () => {
    stubApi({ 'GET /cli/staff/stores/3/orders': okReply(makeQueue()) });
    const { user, router } = renderQueue();
    await user.click(await screen.findByRole('button', { name: /11:00-13:00/ }));
    expect(screen.queryByRole('article', { name: /Marta Verdi/ })).toBeNull();
    expect(router.state.location.search).toContain('slot=22');
    await user.click(screen.getByRole('link', { name: "Apri l'ordine n. 1012" }));
    expect(router.state.location.pathname).toBe('/staff/orders/12');
  });

  it('changes store and day, asking the server again', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/stores/3/orders': okReply(makeQueue()),
      'GET /cli/staff/stores/4/orders': okReply(
        makeQueue({ storeId: '4', slots: [], statuses: [], orders: [] }),
      ),
    });
    const { user } = renderQueue();
    await screen.findByRole('article', { name: /Marta Verdi/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Negozio' }), '4');
    expect(await screen.findByText('Nessun ordine per questa scelta')).toBeVisible();
    expect(useStaffStore.getState().storeId).toBe('4');

    // A date input takes its value whole from the browser's picker.
    fireEvent.input(screen.getByLabelText('Giorno'), { target: { value: '2026-11-26' } });
    await waitFor(() =>
      expect(callsTo('GET /cli/staff/stores/4/orders').at(-1)?.url.searchParams.get('date')).toBe(
        '2026-11-26',
      ),
    );
  });
});
