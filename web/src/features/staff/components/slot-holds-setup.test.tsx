import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { useStaffStore } from '../stores/staff-store';
import { makeStaffSession } from '../testing/staff-fixtures';
import { makeCalendar } from '../testing/setup-fixtures';
import { StoreSetupPage } from './store-setup-page';

const BASE = '/cli/staff/stores/3';
const settings = { holdMinutes: 60, prioritySharePercent: 0, priorityOpensHours: 24 };
const waiting = {
  userId: '12',
  email: 'anna@example.it',
  firstName: 'Anna',
  lastName: 'Rossi',
  status: 'REQUESTED',
  reason: 'Ho 80 anni',
};
const routes = {
  [`GET ${BASE}/banners`]: okReply([]),
  [`GET ${BASE}/featured`]: okReply({ storeId: 3, source: 'CHAIN', products: [] }),
  [`GET ${BASE}/calendar/AT_HOME`]: okReply(makeCalendar()),
  [`GET ${BASE}/slot-holds`]: okReply(settings),
  [`GET ${BASE}/calendar/AT_HOME/occupancy`]: okReply([
    {
      id: '41',
      date: '2026-12-01',
      validFrom: '09:00',
      validTo: '11:00',
      capacity: 10,
      booked: 5,
      held: 2,
      reserved: 2,
      free: 1,
      open: true,
    },
  ]),
  'GET /cli/staff/priority-customers': okReply([waiting]),
};

describe('StoreSetupPage, holds and priority places (issue 29)', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: null });
  });

  it("shows each slot's booked, held, reserved and free places", async () => {
    stubApi(routes);
    renderWithProviders(<StoreSetupPage />);
    const row = await screen.findByRole('row', { name: /^2026-12-01 09:00-11:00/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '5', '2', '2', '1']);
  });

  it('saves the hold time and the reserved share', async () => {
    const { callsTo } = stubApi({
      ...routes,
      [`PUT ${BASE}/slot-holds`]: okReply({ ...settings, prioritySharePercent: 20 }),
    });
    renderWithProviders(<StoreSetupPage />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', {
      name: 'Fasce tenute e posti con priorità',
    });
    const share = await within(section).findByRole('spinbutton', { name: /Quota di posti/ });
    await user.clear(share);
    await user.type(share, '20');
    await user.click(within(section).getByRole('button', { name: 'Salva' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Impostazioni salvate');
    expect(callsTo(`PUT ${BASE}/slot-holds`)[0]?.body).toEqual({
      ...settings,
      prioritySharePercent: 20,
    });
  });

  it('grants a waiting priority request', async () => {
    const { callsTo } = stubApi({
      ...routes,
      'PUT /cli/staff/priority-customers/12': okReply({ ...waiting, status: 'GRANTED' }),
    });
    renderWithProviders(<StoreSetupPage />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Clienti con priorità' });
    expect(await within(section).findByText(/motivo: Ho 80 anni/)).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'Concedi la priorità a Anna Rossi' }),
    );
    await vi.waitFor(() =>
      expect(callsTo('PUT /cli/staff/priority-customers/12')[0]?.body).toEqual({ granted: true }),
    );
  });
});
