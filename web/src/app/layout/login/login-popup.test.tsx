import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { renderLayout } from '../testing/render-layout';
import { resetShellState } from '../testing/reset-shell-state';
import { stubShellApi } from '../testing/stub-api';
import { basicAuthorization } from './login-request';

describe('LoginPopup', () => {
  beforeEach(() => {
    resetShellState();
  });

  it('shows the guest panel: fields, access button, reset link and sign-up block', () => {
    stubShellApi();
    renderLayout('/home');
    act(() => useUserStore.getState().setShowLogin(true));
    const dialog = within(screen.getByRole('dialog', { name: 'Accedi' }));
    expect(dialog.getByLabelText('Username')).toHaveFocus();
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    expect(dialog.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/app/reset',
    );
    expect(dialog.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/app/signup');
  });

  it('calls the login endpoint with Basic authorization and reports a failure', async () => {
    const fetchMock = stubShellApi();
    const user = userEvent.setup();
    renderLayout('/home');
    act(() => useUserStore.getState().setShowLogin(true));
    const dialog = within(screen.getByRole('dialog', { name: 'Accedi' }));
    await user.type(dialog.getByLabelText('Username'), 'mario.rossi');
    await user.type(dialog.getByLabelText('Password'), 'segreta123');
    await user.click(dialog.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Credenziali errate')).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/cli/profiles/login');
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('mario.rossi:segreta123')}`);
    // The popup stays open so the shopper can correct the credentials.
    expect(screen.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
  });

  it('encodes non-ASCII credentials as UTF-8', () => {
    expect(basicAuthorization({ username: 'niccolò', password: 'è' })).toBe(
      'Basic bmljY29sw7I6w6g=',
    );
  });
});
