import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, ok, stubAccountApi } from '@/app/layout/login/testing/account-api';
import { renderShell } from '@/app/layout/login/testing/render-shell';
import { resetShellState } from '@/app/layout/testing/reset-shell-state';
import { useUserStore } from '@/shared/state/user-store';

function page() {
  return within(screen.getByRole('main'));
}

/** An account opened with spec 7's short signup: no name, birth date, phone, card or address. */
const nameless = makeUser({
  username: 'breve@example.it',
  email: 'breve@example.it',
  firstName: null,
  lastName: null,
  birthDate: null,
  gender: null,
  mobilePhone: null,
  cards: [],
  address: null,
});

describe('/profile of an account from the short signup', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: nameless });
  });

  it('shows empty name and birth date fields and saves what is filled in, once', async () => {
    const filled = { ...nameless, firstName: 'Anna', lastName: 'Neri', birthDate: '1980-03-09' };
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(nameless),
      'PUT /cli/profiles': ok({ ...filled, mobilePhone: '3471112233' }),
    });
    const user = userEvent.setup();
    renderShell('/profile');
    expect(page().queryByText(/null|undefined/)).toBeNull();
    const details = within(page().getByRole('region', { name: 'Dati personali' }));
    expect(details.getByText('breve@example.it')).toBeVisible();
    expect(details.queryByText('Nome')).toBeNull();

    const identity = within(page().getByRole('region', { name: 'Completa i tuoi dati' }));
    const first = identity.getByRole('textbox', { name: 'Nome' });
    expect(first).toHaveValue('');
    await user.type(first, 'Anna');
    await user.type(identity.getByRole('textbox', { name: 'Cognome' }), 'Neri');
    await user.type(identity.getByLabelText(/Data di nascita/), '1980-03-09');
    await user.type(page().getByLabelText(/Cellulare/), '347 111 2233');
    await user.click(page().getByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByText('Profilo aggiornato con successo')).toBeVisible();
    expect(callsTo('PUT /cli/profiles')[0]?.body).toMatchObject({
      firstName: 'Anna',
      lastName: 'Neri',
      birthDate: '1980-03-09',
      mobilePhone: '3471112233',
    });
    // Held now, so read-only (spec 5): the fields give way to the summary.
    expect(page().queryByRole('region', { name: 'Completa i tuoi dati' })).toBeNull();
    expect(details.getByText('Anna')).toBeVisible();
    expect(details.getByText('09/03/1980')).toBeVisible();
  });

  it('refuses a birth date under 18 on blur, as the server would (28)', async () => {
    stubAccountApi({ 'GET /cli/profiles/login': ok(nameless) });
    const user = userEvent.setup();
    renderShell('/profile');
    const birth = page().getByLabelText(/Data di nascita/);
    await user.type(birth, `${new Date().getFullYear() - 10}-01-01`);
    await user.tab();
    expect(
      await page().findByText('Devi essere maggiorenne per poterti registrare al servizio'),
    ).toBeVisible();
  });
});
