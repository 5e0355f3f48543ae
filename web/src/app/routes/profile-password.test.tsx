import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, makeUser, ok, stubAccountApi } from '@/app/layout/login/testing/account-api';
import { renderShell } from '@/app/layout/login/testing/render-shell';
import { resetShellState } from '@/app/layout/testing/reset-shell-state';
import { useUserStore } from '@/shared/state/user-store';

function page() {
  return within(screen.getByRole('main'));
}

const session = { 'GET /cli/profiles/login': ok(makeUser()) };

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(page().getByLabelText(/^Password attuale/), oldPassword);
  if (newPassword) await user.type(page().getByLabelText(/^Nuova password/), newPassword);
  if (confirm) await user.type(page().getByLabelText(/^Conferma/), confirm);
  await user.click(page().getByRole('button', { name: 'Aggiorna la password' }));
  return user;
}

describe('/profile/password', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser() });
  });

  it('requires every field, 8 characters and a matching confirmation', async () => {
    const { callsTo } = stubAccountApi(session);
    renderShell('/profile/password');
    expect(page().getByRole('heading', { name: 'Cambio password', level: 1 })).toBeVisible();
    expect(page().getByLabelText(/^Nuova password/)).toHaveAccessibleDescription(
      'Usa almeno tre tra lettere minuscole, maiuscole, numeri e simboli.',
    );

    const user = await fill('', '', '');
    expect(await page().findAllByText('Campo obbligatorio')).toHaveLength(3);

    await user.type(page().getByLabelText(/^Nuova password/), 'corta');
    await user.tab();
    expect(
      await page().findByText('La password deve essere lunga almeno 8 caratteri'),
    ).toBeVisible();

    await user.clear(page().getByLabelText(/^Nuova password/));
    await user.type(page().getByLabelText(/^Nuova password/), 'Nuova-Password1');
    await user.type(page().getByLabelText(/^Conferma/), 'Altra-Password1');
    await user.tab();
    expect(await page().findByText('Le password non coincidono')).toBeVisible();
    expect(callsTo('POST /cli/profiles/password/change')).toHaveLength(0);
  });

  it('sends the old and new password and confirms the change', async () => {
    const { callsTo } = stubAccountApi({
      ...session,
      'POST /cli/profiles/password/change': ok(),
    });
    renderShell('/profile/password');
    await fill('Spesa-2026', 'Nuova-Password1', 'Nuova-Password1');

    expect(await screen.findByText('Password aggiornata correttamente')).toBeVisible();
    expect(callsTo('POST /cli/profiles/password/change').map((c) => c.body)).toEqual([
      { oldPassword: 'Spesa-2026', newPassword: 'Nuova-Password1' },
    ]);
    expect(page().getByLabelText(/^Password attuale/)).toHaveValue('');
  });

  it("shows the server's message when the old password is wrong", async () => {
    stubAccountApi({
      ...session,
      'POST /cli/profiles/password/change': fail(200, 13, 'La password attuale non è corretta'),
    });
    renderShell('/profile/password');
    await fill('sbagliata', 'Nuova-Password1', 'Nuova-Password1');

    expect(await page().findByRole('alert')).toHaveTextContent(
      'La password attuale non è corretta',
    );
    expect(useUserStore.getState().user).not.toBeNull();
  });
});
