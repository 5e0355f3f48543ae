import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, stubSignupApi } from '@/features/signup/testing/render-signup';
import { useUserStore } from '@/shared/state/user-store';
import { SignupActivateRoute } from './signup-activate';

function renderActivation(url: string) {
  return renderAt(<SignupActivateRoute />, '/signup/activate', url, { strict: true });
}

describe('activation page', () => {
  beforeEach(() => {
    useUserStore.setState({ showLogin: false });
  });

  it('activates once, even under StrictMode, and then opens the login popup', async () => {
    const { calls } = stubSignupApi({
      '/cli/profiles/activate': {
        responseCode: 0,
        data: { username: 'maria@example.it', alreadyActive: false },
      },
    });
    const { user } = renderActivation('/signup/activate?token=abc123');

    expect(await screen.findByRole('heading', { name: 'Profilo attivato' })).toBeVisible();
    expect(screen.getByText(/Il profilo maria@example.it è attivo/)).toBeVisible();
    expect(calls).toEqual([{ path: '/cli/profiles/activate', body: { token: 'abc123' } }]);

    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  // Issue 17.11: a second click on the link read 'Attivazione non riuscita'.
  it('says an account opened by an earlier click is already active, and offers the login', async () => {
    stubSignupApi({
      '/cli/profiles/activate': {
        responseCode: 0,
        data: { username: 'maria@example.it', alreadyActive: true },
      },
    });
    const { user } = renderActivation('/signup/activate?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Profilo già attivo' })).toBeVisible();
    expect(screen.getByText(/Il profilo maria@example.it è già attivo/)).toBeVisible();
    expect(screen.queryByText('Attivazione non riuscita')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it("shows the server's message and a way back to the sign-up when the link is not valid", async () => {
    stubSignupApi({
      '/cli/profiles/activate': {
        responseCode: 400,
        message: 'Link di attivazione non valido o scaduto',
      },
    });
    renderActivation('/signup/activate?token=expired');

    expect(await screen.findByRole('heading', { name: 'Attivazione non riuscita' })).toBeVisible();
    expect(screen.getByText('Link di attivazione non valido o scaduto')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vai alla registrazione' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('explains a link without its token and calls nothing', () => {
    const { fetchMock } = stubSignupApi({});
    renderActivation('/signup/activate');

    expect(screen.getByRole('heading', { name: 'Attivazione non riuscita' })).toBeVisible();
    expect(screen.getByText(/Il link di attivazione è incompleto/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
