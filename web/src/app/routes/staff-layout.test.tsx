import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffStore } from '@/features/staff/stores/staff-store';
import { makeStaffSession } from '@/features/staff/testing/staff-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { StaffLayoutRoute } from './staff-layout';
import { StaffOrderRoute } from './staff-order';

function renderStaff(entry = '/staff') {
  const router = createMemoryRouter(
    [
      {
        path: '/staff',
        Component: StaffLayoutRoute,
        children: [
          { index: true, element: <h1>Coda degli ordini</h1> },
          { path: 'orders/:id', Component: StaffOrderRoute },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('/staff', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: null, storeId: null });
  });

  it('asks for the staff login when there is no staff session, then shows the screen', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/session': codeReply(401, null, 401),
      'POST /cli/staff/login': okReply(makeStaffSession()),
    });
    const user = renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso staff' })).toBeVisible();
    // Its own frame: no shop header, but the language switch and a skip link.
    expect(screen.queryByRole('link', { name: /Carrello/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Lingua' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'operatore@spesa.it');
    await user.type(screen.getByLabelText(/^Password/), 'Spesa-2026');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByRole('heading', { name: 'Coda degli ordini' })).toBeVisible();
    expect(callsTo('POST /cli/staff/login')[0]?.body).toEqual({
      email: 'operatore@spesa.it',
      password: 'Spesa-2026',
    });
    expect(screen.getByText('Paolo Rossi · Operatore')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Area staff' })).toBeVisible();
  });

  it('says wrong credentials alike for any refused login', async () => {
    stubApi({
      'GET /cli/staff/session': codeReply(401, null, 401),
      'POST /cli/staff/login': codeReply(33, null),
    });
    const user = renderStaff();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'x@spesa.it');
    await user.type(screen.getByLabelText(/^Password/), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali errate');
  });

  it('checks the e-mail before sending anything', async () => {
    const { callsTo } = stubApi({ 'GET /cli/staff/session': codeReply(401, null, 401) });
    const user = renderStaff();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'non-una-mail');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo('POST /cli/staff/login')).toHaveLength(0);
  });

  it('logs the staff member out without touching the shopper logged in on the same browser', async () => {
    const shopper = makeUser();
    useUserStore.setState({ user: shopper });
    const { callsTo } = stubApi({
      'GET /cli/staff/session': okReply(makeStaffSession()),
      'POST /cli/staff/logout': okReply(null),
    });
    const user = renderStaff();
    expect(await screen.findByRole('heading', { name: 'Coda degli ordini' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByRole('heading', { name: 'Accesso staff' })).toBeVisible();
    expect(callsTo('POST /cli/staff/logout')).toHaveLength(1);
    expect(useUserStore.getState().user).toEqual(shopper);
  });

  it('goes back to the login when a staff call finds the session over, and never logs the shopper out', async () => {
    const shopper = makeUser();
    useUserStore.setState({ user: shopper });
    stubApi({
      'GET /cli/staff/session': okReply(makeStaffSession()),
      'GET /cli/staff/orders/11': codeReply(401, null, 401),
    });
    renderStaff('/staff/orders/11');
    expect(await screen.findByRole('heading', { name: 'Accesso staff' })).toBeVisible();
    expect(useStaffStore.getState().session).toBeNull();
    expect(useUserStore.getState().user).toEqual(shopper);
  });
});
