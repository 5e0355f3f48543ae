import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { memberResult, newCardResult } from '../testing/signup-fixtures';
import { combo, renderAt, settleLookups, stubSignupApi } from '../testing/render-signup';
import { SignupWizard } from './signup-wizard';

type User = ReturnType<typeof userEvent.setup>;

const field = (label: RegExp) => screen.getByLabelText(label);

/** Steps 0 to 2 for a card member whose registry record is complete. */
async function reachAccountAsMember(user: User) {
  await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
  await user.type(field(/Numero della carta fedeltà/), '0200000000017');
  await user.type(field(/^Nome/), 'Maria');
  await user.type(field(/^Cognome/), 'Bianchi');
  await user.type(field(/Data di nascita/), '1980-04-12');
  await user.click(screen.getByRole('button', { name: 'Verifica' }));
  await screen.findByRole('heading', { level: 2, name: 'Indirizzo e recapiti' });
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  await screen.findByRole('heading', { level: 2, name: 'Crea il tuo account' });
}

async function fillAccount(user: User, confirm = 'Melograno-2026') {
  await user.type(field(/^E-mail/), 'Maria.Bianchi@example.it');
  await user.type(field(/^Password/), 'Melograno-2026');
  await user.type(field(/^Conferma la password/), confirm);
}

async function acceptAndSubmit(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /termini e le condizioni/ }));
  await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
  await user.click(screen.getByRole('button', { name: 'Registrati' }));
}

function signupBody(calls: { path: string; body: unknown }[]) {
  return calls.find((call) => call.path === '/cli/profiles/signup')?.body;
}

describe('SignupWizard, account, consents and submit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links an existing card: sends its code, no new card, then asks to check the mail', async () => {
    const { calls } = stubSignupApi({
      '/cli/profiles/signupcheck': { responseCode: 0, data: memberResult },
      '/cli/profiles/signup': { responseCode: 0, data: null },
    });
    const { user } = renderAt(<SignupWizard />, '/signup');
    await reachAccountAsMember(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { level: 2, name: 'Consensi' });
    await user.click(screen.getByRole('checkbox', { name: /comunicazioni commerciali/ }));
    await acceptAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registrazione completata' });
    expect(dialog).toHaveTextContent('maria.bianchi@example.it');
    expect(dialog).toHaveTextContent(/link per attivare il profilo/);
    expect(signupBody(calls)).toEqual({
      username: 'maria.bianchi@example.it',
      password: 'Melograno-2026',
      createRemote: false,
      language: 'it',
      profile: {
        firstName: 'Maria',
        lastName: 'Bianchi',
        birthDate: '1980-04-12',
        gender: 'FEMALE',
        birthNationId: 'IT',
        birthNation: 'Italia',
        birthCountyId: '037',
        birthCounty: 'Bologna',
        birthCityId: '037006',
        birthCity: 'Bologna',
        mobilePhone: '3331234567',
        email: 'maria.bianchi@example.it',
        cards: [{ code: '0200000000017' }],
        address: {
          nationId: 'IT',
          nation: 'Italia',
          countyId: '037',
          county: 'Bologna',
          cityId: '037006',
          city: 'Bologna',
          zip: '40121',
          address: 'Via Indipendenza',
          streetNumber: '10',
          foreignCity: false,
        },
        accept1: true,
        accept2: true,
        accept3: true,
        accept4: false,
      },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Torna alla home' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('creates a new card: identity check with birth place, address through the pickers', async () => {
    await i18n.changeLanguage('en');
    const { calls } = stubSignupApi({
      '/cli/profiles/signupcheck': { responseCode: 0, data: newCardResult },
      '/cli/profiles/signup': { responseCode: 0, data: null },
    });
    const { user } = renderAt(<SignupWizard />, '/signup');
    await user.click(screen.getByRole('button', { name: /I don't have a loyalty card/ }));
    await user.type(field(/^First name/), 'Luca');
    await user.type(field(/^Last name/), 'Verdi');
    await user.type(field(/Date of birth/), '1990-01-31');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(combo('Province of birth'));
    await user.click(await screen.findByRole('option', { name: /Roma/ }));
    await user.type(combo('Town of birth'), 'rom');
    await settleLookups();
    await user.click(await screen.findByRole('option', { name: 'Roma' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));

    await screen.findByRole('heading', { level: 2, name: 'Address and contacts' });
    expect(screen.getByText('New card, created when you sign up')).toBeVisible();
    await user.click(combo('Province'));
    await user.click(await screen.findByRole('option', { name: /Bologna/ }));
    await user.type(combo('Town'), 'bol');
    await settleLookups();
    await user.click(await screen.findByRole('option', { name: 'Bologna' }));
    await user.click(combo('Postcode'));
    await user.click(await screen.findByRole('option', { name: '40122' }));
    await user.type(combo('Street'), 'Via Irnerio');
    await user.type(field(/^Street number/), '5');
    await user.type(field(/^Mobile phone/), '333 765 4321');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Create your account' });
    await user.type(field(/^E-mail/), 'luca@example.it');
    await user.type(field(/^Password/), 'Melograno-2026');
    await user.type(field(/^Confirm the password/), 'Melograno-2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await screen.findByRole('dialog', { name: 'Sign-up complete' });
    expect(calls[0]?.body).toEqual({
      '@type': 'check',
      firstName: 'Luca',
      lastName: 'Verdi',
      birthDate: '1990-01-31',
      gender: 'MALE',
      birthNationId: 'IT',
      birthCountyId: '058',
      birthCityId: '058091',
    });
    const body = signupBody(calls) as { createRemote: boolean; language: string; profile: object };
    expect(body.createRemote).toBe(true);
    expect(body.language).toBe('en');
    expect(body.profile).not.toHaveProperty('cards');
    expect(body.profile).toMatchObject({
      firstName: 'Luca',
      gender: 'MALE',
      birthCityId: '058091',
      mobilePhone: '3337654321',
      address: { countyId: '037', cityId: '037006', zip: '40122', address: 'Via Irnerio' },
      accept3: false,
    });
  });

  it('asks for matching passwords and keeps the account when going back and forth', async () => {
    stubSignupApi({ '/cli/profiles/signupcheck': { responseCode: 0, data: memberResult } });
    const { user } = renderAt(<SignupWizard />, '/signup');
    await reachAccountAsMember(user);
    await fillAccount(user, 'Melograno-2027');
    await user.tab();
    expect(await screen.findByText('Le password non coincidono')).toBeVisible();
    await user.clear(field(/^Conferma la password/));
    await user.type(field(/^Conferma la password/), 'Melograno-2026');
    // Once shown, the message goes as soon as the text is right, before the field is left.
    await waitFor(() =>
      expect(screen.queryByText('Le password non coincidono')).not.toBeInTheDocument(),
    );
    expect(field(/^Conferma la password/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { level: 2, name: 'Consensi' });

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Crea il tuo account' })).toHaveFocus();
    expect(field(/^E-mail/)).toHaveValue('Maria.Bianchi@example.it');
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByLabelText(/^Cellulare/)).toHaveValue('3331234567');
  });

  it('requires terms and privacy before sending anything', async () => {
    const { calls } = stubSignupApi({
      '/cli/profiles/signupcheck': { responseCode: 0, data: memberResult },
    });
    const { user } = renderAt(<SignupWizard />, '/signup');
    await reachAccountAsMember(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { level: 2, name: 'Consensi' });
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await waitFor(() => expect(screen.getAllByText('Consenso obbligatorio')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: /termini e le condizioni/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(signupBody(calls)).toBeUndefined();
    expect(screen.getByRole('link', { name: /termini e le condizioni/ })).toHaveAttribute(
      'href',
      '/info/termini',
    );
    expect(screen.getByRole('link', { name: /informativa sulla privacy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows an already registered user the message and takes them back to the account', async () => {
    stubSignupApi({
      '/cli/profiles/signupcheck': { responseCode: 0, data: memberResult },
      '/cli/profiles/signup': { responseCode: 26, message: 'Utente già registrato' },
    });
    const { user } = renderAt(<SignupWizard />, '/signup');
    await reachAccountAsMember(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { level: 2, name: 'Consensi' });
    await acceptAndSubmit(user);

    expect(await screen.findByText('Utente già registrato')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Crea il tuo account' })).toBeVisible();
    expect(field(/^E-mail/)).toHaveValue('Maria.Bianchi@example.it');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
