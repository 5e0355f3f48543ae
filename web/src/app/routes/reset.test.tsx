import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, stubAccountApi } from '@/app/layout/login/testing/account-api';
import { renderShell } from '@/app/layout/login/testing/render-shell';
import { resetShellState } from '@/app/layout/testing/reset-shell-state';
import { useUserStore } from '@/shared/state/user-store';

function page() {
  return within(screen.getByRole('main'));
}

describe('/reset', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null });
  });

  it('checks the e-mail on blur, then sends the request and says it is done', async () => {
    const { callsTo } = stubAccountApi({ 'POST /cli/profiles/password': ok() });
    const user = userEvent.setup();
    renderShell('/reset');
    const email = page().getByLabelText(/E-mail/);

    await user.click(email);
    await user.tab();
    expect(await page().findByText('Campo obbligatorio')).toBeVisible();
    await user.type(email, 'mario@');
    await user.tab();
    expect(await page().findByText('Indirizzo email non valido')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'Mario.Rossi@example.it');
    await user.click(page().getByRole('button', { name: 'Invia la richiesta' }));

    const notice = await page().findByRole('status');
    expect(notice).toHaveTextContent('Richiesta effettuata con successo.');
    expect(callsTo('POST /cli/profiles/password').map((c) => c.body)).toEqual([
      { tid: '01', email: 'mario.rossi@example.it' },
    ]);
  });

  it('with a token, asks for the new password twice and refuses a mismatch', async () => {
    const { callsTo } = stubAccountApi();
    const user = userEvent.setup();
    renderShell('/reset?token=abc123');
    expect(page().getByRole('heading', { name: 'Imposta una nuova password' })).toBeVisible();
    const password = page().getByLabelText(/^Nuova password/);
    expect(password).toHaveAccessibleDescription(
      'Usa almeno tre tra lettere minuscole, maiuscole, numeri e simboli.',
    );

    await user.type(password, 'corta');
    await user.tab();
    expect(
      await page().findByText('La password deve essere lunga almeno 8 caratteri'),
    ).toBeVisible();

    await user.clear(password);
    await user.type(password, 'Nuova-Password1');
    await user.type(page().getByLabelText(/^Conferma/), 'Nuova-Password2');
    await user.tab();
    expect(await page().findByText('Le password non coincidono')).toBeVisible();

    await user.click(page().getByRole('button', { name: 'Salva la password' }));
    expect(callsTo('POST /cli/profiles/password/reset')).toHaveLength(0);
  });

  it('with a token, saves the password and offers the login popup', async () => {
    const { callsTo } = stubAccountApi({ 'POST /cli/profiles/password/reset': ok() });
    const user = userEvent.setup();
    renderShell('/reset?token=abc123');
    await user.type(page().getByLabelText(/^Nuova password/), 'Nuova-Password1');
    await user.type(page().getByLabelText(/^Conferma/), 'Nuova-Password1');
    await user.click(page().getByRole('button', { name: 'Salva la password' }));

    expect(await page().findByRole('status')).toHaveTextContent(
      'Password aggiornata correttamente',
    );
    expect(callsTo('POST /cli/profiles/password/reset').map((c) => c.body)).toEqual([
      { token: 'abc123', newPassword: 'Nuova-Password1' },
    ]);
    await user.click(page().getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
  });

  it("with a used or expired link, shows the server's message", async () => {
    stubAccountApi({
      'POST /cli/profiles/password/reset': fail(200, 38, 'Link non valido o scaduto'),
    });
    const user = userEvent.setup();
    renderShell('/reset?token=used');
    await user.type(page().getByLabelText(/^Nuova password/), 'Nuova-Password1');
    await user.type(page().getByLabelText(/^Conferma/), 'Nuova-Password1');
    await user.click(page().getByRole('button', { name: 'Salva la password' }));

    expect(await page().findByRole('alert')).toHaveTextContent('Link non valido o scaduto');
  });
});
