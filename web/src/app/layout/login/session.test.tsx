import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { resetShellState } from '../testing/reset-shell-state';
import { fail, makeUser, ok, stubAccountApi } from './testing/account-api';
import { currentPath, renderShell } from './testing/render-shell';

const lostMessage = 'Errore di comunicazione col server';

describe('session check on load', () => {
  beforeEach(() => {
    resetShellState();
  });

  it('refreshes the stored user from the server', async () => {
    useUserStore.setState({ user: makeUser({ mobilePhone: '3330000000' }) });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser({ mobilePhone: '3471112222' })),
    });
    renderShell('/stores');
    await waitFor(() => expect(useUserStore.getState().user?.mobilePhone).toBe('3471112222'));
    // The check carries no credentials: the session cookie speaks for the user.
    expect(callsTo('GET /cli/profiles/login')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('logs out when the session is gone', async () => {
    useUserStore.setState({ user: makeUser(), defaultStore: { id: '3', name: 'Spesa Centro' } });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': fail(401, 401),
      'POST /cli/profiles/logout': ok(),
    });
    const { router } = renderShell('/stores');
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(currentPath(router)).toBe('/home');
    await waitFor(() => expect(callsTo('POST /cli/profiles/logout')).toHaveLength(1));
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Accedi o registrati' }),
    ).toBeVisible();
    expect(screen.queryByText(lostMessage)).toBeNull();
  });

  // Issue 17.11: the check and the page's own calls failing together sent POST /logout twice.
  it('sends one logout when the check and other calls all find the session gone', async () => {
    useUserStore.setState({ user: makeUser(), defaultStore: { id: '3', name: 'Spesa Centro' } });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': fail(401, 401),
      'GET /cli/ecommerce/orders': fail(401, 401),
      'GET /cli/ecommerce/cart/current': fail(401, 401),
      'POST /cli/profiles/logout': ok(),
    });
    renderShell('/orders');
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    await waitFor(() => expect(callsTo('POST /cli/profiles/logout')).toHaveLength(1));
    // Whatever else was on its way has failed by now: still one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo('POST /cli/profiles/logout')).toHaveLength(1);
  });

  it('leaves a guest alone', () => {
    useUserStore.setState({ user: null });
    const { callsTo } = stubAccountApi();
    renderShell('/stores');
    expect(callsTo('GET /cli/profiles/login')).toHaveLength(0);
  });
});

describe('lost session (401 or 403 from any call)', () => {
  beforeEach(() => {
    resetShellState();
  });

  it('clears the user, goes home and says so when a query answers 401', async () => {
    useUserStore.setState({ user: makeUser() });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'GET /cli/categories': fail(401, 401),
      'POST /cli/profiles/logout': ok(),
    });
    const user = userEvent.setup();
    const { router } = renderShell('/stores');
    // The categories modal asks for the categories: the server says the session is gone.
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Categorie/ }));

    expect(await screen.findByText(lostMessage)).toBeVisible();
    expect(useUserStore.getState().user).toBeNull();
    expect(currentPath(router)).toBe('/');
    await waitFor(() => expect(callsTo('POST /cli/profiles/logout')).toHaveLength(1));
  });

  it('does the same when a mutation answers 403, once', async () => {
    useUserStore.setState({ user: makeUser() });
    stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'PUT /cli/profiles': fail(403, 403),
      'POST /cli/profiles/logout': ok(),
    });
    const user = userEvent.setup();
    const { router } = renderShell('/profile');
    await user.click(await screen.findByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByText(lostMessage)).toBeVisible();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useUserStore.getState().user).toBeNull();
    // The guard speaks for the failure: no second, screen-specific message.
    expect(screen.queryByText("Errore durante l'aggiornamento del profilo")).toBeNull();
    expect(screen.getAllByText(lostMessage)).toHaveLength(1);
  });

  it('says nothing to a guest', async () => {
    useUserStore.setState({ user: null });
    const { callsTo } = stubAccountApi({ 'GET /cli/categories': fail(401, 401) });
    const user = userEvent.setup();
    const { router } = renderShell('/stores');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Categorie/ }));
    // The modal shows its own load error once the query has failed (and been reported).
    expect(await screen.findByText(/Non siamo riusciti a caricare i dati/)).toBeVisible();
    expect(callsTo('GET /cli/categories')).toHaveLength(1);
    expect(screen.queryByText(lostMessage)).toBeNull();
    expect(currentPath(router)).toBe('/stores');
  });
});
