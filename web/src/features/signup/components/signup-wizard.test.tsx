import { ageOn, romeToday } from '@spesa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberResult } from '../testing/signup-fixtures';
import { renderAt, stubSignupApi } from '../testing/render-signup';
import { SignupWizard } from './signup-wizard';

function renderWizard() {
  return renderAt(<SignupWizard />, '/signup');
}

/** A birth date `years` years ago today, in yyyy-MM-dd. */
function yearsAgo(years: number): string {
  const [y, m, d] = romeToday().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

describe('SignupWizard, type and check steps', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to step 1 on a type, back to step 0 and forward again keeping what was typed', async () => {
    stubSignupApi({});
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'Come vuoi registrarti?' })).toBeVisible();
    expect(screen.getByText('Passo 1 di 5')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
    const heading = screen.getByRole('heading', { level: 2, name: 'La tua carta fedeltà' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Passo 2 di 5')).toBeVisible();
    await user.type(screen.getByLabelText(/Numero della carta fedeltà/), '0200000000017');
    await user.type(screen.getByLabelText(/^Nome/), 'Maria');
    await user.type(screen.getByLabelText(/Data di nascita/), '1980-04-12');

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Come vuoi registrarti?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Ho già la carta fedeltà/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
    expect(screen.getByLabelText(/Numero della carta fedeltà/)).toHaveValue('0200000000017');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Maria');
    expect(screen.getByLabelText(/Data di nascita/)).toHaveValue('1980-04-12');
  });

  it('says on blur that a card number with spaces is not valid', async () => {
    stubSignupApi({});
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
    const card = screen.getByLabelText(/Numero della carta fedeltà/);
    await user.type(card, '0200 0000 00017');
    await user.tab();
    expect(await screen.findByText('Carta non valida')).toBeVisible();
    expect(card).toHaveAttribute('aria-invalid', 'true');
  });

  it('says on blur that an under-18 shopper cannot register', async () => {
    stubSignupApi({});
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Non ho la carta fedeltà/ }));
    const birthDate = yearsAgo(17);
    expect(ageOn(birthDate, romeToday())).toBe(17);
    await user.type(screen.getByLabelText(/Data di nascita/), birthDate);
    await user.tab();
    expect(
      await screen.findByText('Devi essere maggiorenne per poterti registrare al servizio'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText(/Data di nascita/));
    await user.type(screen.getByLabelText(/Data di nascita/), yearsAgo(18));
    await user.tab();
    await waitFor(() =>
      expect(
        screen.queryByText('Devi essere maggiorenne per poterti registrare al servizio'),
      ).not.toBeInTheDocument(),
    );
  });

  it('sends the card check and shows the server message as a toast when it fails', async () => {
    const { calls } = stubSignupApi({
      '/cli/profiles/signupcheck': {
        responseCode: 35,
        message: 'I dati non corrispondono a nessuna carta fedeltà',
      },
    });
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
    await user.type(screen.getByLabelText(/Numero della carta fedeltà/), '0200000000017');
    await user.type(screen.getByLabelText(/^Nome/), 'Maria');
    await user.type(screen.getByLabelText(/^Cognome/), 'Bianchi');
    await user.type(screen.getByLabelText(/Data di nascita/), '1980-04-12');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(
      await screen.findByText('I dati non corrispondono a nessuna carta fedeltà'),
    ).toBeVisible();
    expect(calls).toEqual([
      {
        path: '/cli/profiles/signupcheck',
        body: {
          '@type': 'fetch',
          cardNumber: '0200000000017',
          firstName: 'Maria',
          lastName: 'Bianchi',
          birthDate: '1980-04-12',
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'La tua carta fedeltà' })).toBeVisible();
  });

  it('goes to step 2 with what the card check found, shown read-only', async () => {
    stubSignupApi({ '/cli/profiles/signupcheck': { responseCode: 0, data: memberResult } });
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Ho già la carta fedeltà/ }));
    await user.type(screen.getByLabelText(/Numero della carta fedeltà/), '0200000000017');
    await user.type(screen.getByLabelText(/^Nome/), 'maria');
    await user.type(screen.getByLabelText(/^Cognome/), 'bianchi');
    await user.type(screen.getByLabelText(/Data di nascita/), '1980-04-12');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Indirizzo e recapiti' }),
    ).toHaveFocus();
    expect(screen.getByText('Maria Bianchi')).toBeVisible();
    expect(screen.getByText('12/04/1980')).toBeVisible();
    expect(screen.getByText('0200000000017')).toBeVisible();
    expect(screen.getByLabelText(/^Cellulare/)).toHaveValue('3331234567');
    expect(screen.getByLabelText(/^Cellulare/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Comune' })).toHaveValue('Bologna');
  });
});
