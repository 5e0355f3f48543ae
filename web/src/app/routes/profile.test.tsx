import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fail,
  makeUser,
  ok,
  stubAccountApi,
  type Reply,
} from '@/app/layout/login/testing/account-api';
import { renderShell } from '@/app/layout/login/testing/render-shell';
import { resetShellState } from '@/app/layout/testing/reset-shell-state';
import { useUserStore } from '@/shared/state/user-store';

function page() {
  return within(screen.getByRole('main'));
}

const session = { 'GET /cli/profiles/login': ok(makeUser()) };

describe('/profile, guest', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null });
  });

  it('opens the login popup and shows no data', async () => {
    const { calls } = stubAccountApi();
    renderShell('/profile');
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(page().getByText('Accedi per entrare nella tua area personale')).toBeVisible();
    expect(page().queryByRole('navigation', { name: 'Area personale' })).toBeNull();
    expect(page().queryByLabelText(/Cellulare/)).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/cli/profiles'))).toEqual([]);
  });
});

describe('/profile, logged in', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser() });
  });

  it('shows the side menu, with smart lists and payments only when enabled', async () => {
    stubAccountApi(session);
    const { unmount } = renderShell('/profile');
    const menu = within(page().getByRole('navigation', { name: 'Area personale' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/profile',
      '/app/profile/addresses',
      '/app/profile/password',
    ]);
    expect(menu.getByRole('link', { name: 'I tuoi dati' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
    unmount();

    stubAccountApi(session, { smartLists: true, savedPayments: true });
    renderShell('/profile');
    const withFlags = within(page().getByRole('navigation', { name: 'Area personale' }));
    expect(await withFlags.findByRole('link', { name: 'Liste della spesa' })).toHaveAttribute(
      'href',
      '/app/smartlist',
    );
    expect(withFlags.getByRole('link', { name: 'Pagamenti' })).toHaveAttribute(
      'href',
      '/app/payments',
    );
  });

  it('shows name, birth date, e-mail, card and address read-only', () => {
    stubAccountApi(session);
    renderShell('/profile');
    const details = within(page().getByRole('region', { name: 'Dati personali' }));
    expect(details.getByText('Giulia')).toBeVisible();
    expect(details.getByText('Bianchi')).toBeVisible();
    expect(details.getByText('09/04/1988')).toBeVisible();
    expect(details.getByText('giulia.bianchi@example.it')).toBeVisible();
    expect(details.getByText('0212345678901')).toBeVisible();
    expect(details.getByText('Via Indipendenza 12, 40121 Bologna (BO)')).toBeVisible();
    expect(details.queryByRole('textbox')).toBeNull();
  });

  it('locks consents 1 and 2 and lets 3 and 4 change', () => {
    stubAccountApi(session);
    renderShell('/profile');
    const terms = page().getByRole('checkbox', { name: /termini e le condizioni/ });
    const privacy = page().getByRole('checkbox', { name: /informativa sulla privacy/ });
    expect(terms).toBeChecked();
    expect(terms).toBeDisabled();
    expect(privacy).toBeChecked();
    expect(privacy).toBeDisabled();
    expect(page().getByRole('checkbox', { name: /comunicazioni commerciali/ })).toBeEnabled();
    expect(page().getByRole('checkbox', { name: /comunicazioni commerciali/ })).not.toBeChecked();
    expect(page().getByRole('checkbox', { name: /profilazione/ })).toBeChecked();
  });

  it('checks the mobile phone on blur', async () => {
    stubAccountApi(session);
    const user = userEvent.setup();
    renderShell('/profile');
    const mobile = page().getByLabelText(/Cellulare/);
    await user.clear(mobile);
    await user.tab();
    expect(await page().findByText('Campo obbligatorio')).toBeVisible();
    await user.type(mobile, '12345');
    await user.tab();
    expect(await page().findByText('Numero di telefono non valido')).toBeVisible();
  });

  it('saves only the changeable fields, waits while updating, stores the answer', async () => {
    let answer: (reply: Reply) => void = () => {};
    const saved = makeUser({ mobilePhone: '3479876543', accept3: true });
    const { callsTo } = stubAccountApi({
      ...session,
      'PUT /cli/profiles': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderShell('/profile');
    const mobile = page().getByLabelText(/Cellulare/);
    await user.clear(mobile);
    await user.type(mobile, '347 987 6543');
    await user.click(page().getByRole('checkbox', { name: /comunicazioni commerciali/ }));
    await user.click(page().getByRole('button', { name: 'Salva le modifiche' }));

    const saving = await page().findByRole('button', { name: 'Salvataggio in corso…' });
    expect(saving).toBeDisabled();
    expect(
      page().getByRole('button', { name: "Richiedi l'eliminazione del profilo" }),
    ).toBeDisabled();
    expect(callsTo('PUT /cli/profiles').map((c) => c.body)).toEqual([
      { mobilePhone: '3479876543', homePhone: '', accept3: true, accept4: true, language: 'it' },
    ]);

    answer(ok(saved));
    expect(await screen.findByText('Profilo aggiornato con successo')).toBeVisible();
    expect(useUserStore.getState().user).toEqual(saved);
    expect(page().getByRole('button', { name: 'Salva le modifiche' })).toBeEnabled();
  });

  it('removes the landline: an emptied field is sent as empty, so the server clears it', async () => {
    useUserStore.setState({ user: makeUser({ homePhone: '051123456' }) });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser({ homePhone: '051123456' })),
      'PUT /cli/profiles': ok(makeUser({ homePhone: null })),
    });
    const user = userEvent.setup();
    renderShell('/profile');
    const landline = await page().findByLabelText(/Telefono fisso/);
    expect(landline).toHaveValue('051123456');
    await user.clear(landline);
    await user.click(page().getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Profilo aggiornato con successo')).toBeVisible();
    expect(callsTo('PUT /cli/profiles')[0]?.body).toMatchObject({ homePhone: '' });
  });

  it('reports a failed update', async () => {
    stubAccountApi({ ...session, 'PUT /cli/profiles': fail(200, 30) });
    const user = userEvent.setup();
    renderShell('/profile');
    await user.click(page().getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText("Errore durante l'aggiornamento del profilo")).toBeVisible();
    expect(useUserStore.getState().user).toEqual(makeUser());
  });

  it('asks for confirmation before requesting the deletion', async () => {
    const { callsTo } = stubAccountApi({ ...session, 'POST /cli/profiles/deleteRequest': ok() });
    const user = userEvent.setup();
    renderShell('/profile');
    const request = page().getByRole('button', { name: "Richiedi l'eliminazione del profilo" });

    await user.click(request);
    const dialog = within(screen.getByRole('dialog', { name: 'Eliminare il profilo?' }));
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /cli/profiles/deleteRequest')).toHaveLength(0);

    await user.click(request);
    await user.click(screen.getByRole('button', { name: 'Sì, elimina il profilo' }));
    expect(
      await screen.findByText(
        'Richiesta eliminazione profilo inviata, verrà eseguita il prima possibile.',
      ),
    ).toBeVisible();
    expect(callsTo('POST /cli/profiles/deleteRequest')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a deletion is refused while an order is in progress', async () => {
    stubAccountApi({ ...session, 'POST /cli/profiles/deleteRequest': fail(200, 4064) });
    const user = userEvent.setup();
    renderShell('/profile');
    await user.click(page().getByRole('button', { name: "Richiedi l'eliminazione del profilo" }));
    await user.click(screen.getByRole('button', { name: 'Sì, elimina il profilo' }));
    expect(
      await screen.findByText(
        /Non puoi richiedere l'eliminazione del profilo con un ordine in corso/,
      ),
    ).toBeVisible();
  });

  it('reports a refused deletion request', async () => {
    stubAccountApi({ ...session, 'POST /cli/profiles/deleteRequest': fail(200, 4205) });
    const user = userEvent.setup();
    renderShell('/profile');
    await user.click(page().getByRole('button', { name: "Richiedi l'eliminazione del profilo" }));
    await user.click(screen.getByRole('button', { name: 'Sì, elimina il profilo' }));
    expect(await screen.findByText("Errore nell'invio della richiesta")).toBeVisible();
  });
});
