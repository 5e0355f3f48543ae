import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { basicAuthorization } from '@/features/auth/api/login';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { resetShellState } from '../testing/reset-shell-state';
import { fail, makeUser, ok, stubAccountApi } from './testing/account-api';
import { currentPath, renderShell } from './testing/render-shell';

function openPopup() {
  act(() => useUserStore.getState().setShowLogin(true));
}

// The popup's code is fetched on its first opening, so the dialog is awaited.
async function loginDialog() {
  return within(await screen.findByRole('dialog', { name: 'Accedi' }));
}

function header() {
  return within(screen.getByRole('banner'));
}

describe('LoginPopup, guest', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null });
  });

  it('shows the e-mail and password fields, the reset link and the sign-up block', async () => {
    stubAccountApi();
    renderShell('/home');
    openPopup();
    const dialog = await loginDialog();
    const email = dialog.getByLabelText(/E-mail/);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/app/reset',
    );
    expect(dialog.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/app/signup');
  });

  it('validates on blur: both fields required, the e-mail pattern-checked', async () => {
    const { callsTo } = stubAccountApi();
    const user = userEvent.setup();
    renderShell('/home');
    openPopup();
    const dialog = await loginDialog();
    const email = dialog.getByLabelText(/E-mail/);
    const password = dialog.getByLabelText(/Password/);

    await user.click(email);
    await user.tab();
    expect(await dialog.findByText('Campo obbligatorio')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'mario.rossi');
    await user.click(password);
    expect(await dialog.findByText('Indirizzo email non valido')).toBeVisible();

    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.click(dialog.getByRole('button', { name: 'Accedi' }));
    expect(callsTo('GET /cli/profiles/login')).toHaveLength(0);
  });

  it("reads 'Credenziali errate' on a failed login and keeps the popup open", async () => {
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': fail(200, 33, 'Credenziali errate'),
    });
    const user = userEvent.setup();
    renderShell('/home');
    openPopup();
    await user.type((await loginDialog()).getByLabelText(/E-mail/), 'mario.rossi@example.it');
    await user.type((await loginDialog()).getByLabelText(/Password/), 'segreta123');
    await user.click((await loginDialog()).getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Credenziali errate')).toBeVisible();
    const [call] = callsTo('GET /cli/profiles/login');
    expect(call?.headers.get('Authorization')).toBe(
      `Basic ${btoa('mario.rossi@example.it:segreta123')}`,
    );
    expect(screen.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(useUserStore.getState().user).toBeNull();
  });

  it('tells an account not yet activated to open the mailed link', async () => {
    stubAccountApi({ 'GET /cli/profiles/login': fail(200, 37) });
    const user = userEvent.setup();
    renderShell('/home');
    openPopup();
    await user.type((await loginDialog()).getByLabelText(/E-mail/), 'nuovo@example.it');
    await user.type((await loginDialog()).getByLabelText(/Password/), 'segreta123');
    await user.click((await loginDialog()).getByRole('button', { name: 'Accedi' }));

    expect(
      await screen.findByText(
        'Profilo non ancora attivato: apri il link che ti abbiamo inviato per e-mail',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Credenziali errate')).toBeNull();
  });

  it('stores the user on success, closes the popup and shows the initials', async () => {
    const giulia = makeUser();
    const { callsTo } = stubAccountApi({ 'GET /cli/profiles/login': ok(giulia) });
    const user = userEvent.setup();
    renderShell('/home');
    openPopup();
    await user.type((await loginDialog()).getByLabelText(/E-mail/), 'Giulia.Bianchi@example.it ');
    await user.type((await loginDialog()).getByLabelText(/Password/), 'Spesa-2026');
    await user.click((await loginDialog()).getByRole('button', { name: 'Accedi' }));

    const button = await header().findByRole('button', { name: 'Account di Giulia Bianchi' });
    expect(button).toHaveTextContent('GB');
    expect(useUserStore.getState().user).toEqual(giulia);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Accesso effettuato')).toBeVisible();
    // The e-mail goes out trimmed and lower-cased, as the server stores usernames.
    expect(callsTo('GET /cli/profiles/login')[0]?.headers.get('Authorization')).toBe(
      basicAuthorization({ username: 'giulia.bianchi@example.it', password: 'Spesa-2026' }),
    );
  });

  it('encodes non-ASCII credentials as UTF-8', () => {
    expect(basicAuthorization({ username: 'niccolò', password: 'è' })).toBe(
      'Basic bmljY29sw7I6w6g=',
    );
  });
});

describe('LoginPopup, logged in', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser() });
  });

  async function openAccount() {
    const user = userEvent.setup();
    await user.click(header().getByRole('button', { name: 'Account di Giulia Bianchi' }));
    return { user, dialog: within(await screen.findByRole('dialog', { name: 'Il tuo account' })) };
  }

  it.each([
    ['MALE', 'Ciao Giulia, bentornato!'],
    [null, 'Ciao Giulia, che piacere rivederti!'],
  ] as const)('greets a profile of gender %s as %s', async (gender, greeting) => {
    stubAccountApi({ 'GET /cli/profiles/login': ok(makeUser({ gender })) });
    renderShell('/home');
    const { dialog } = await openAccount();
    expect(dialog.getByText(greeting)).toBeVisible();
  });

  it('greets an account from the short signup, which holds no name, without null or undefined', async () => {
    const nameless = makeUser({
      username: 'breve@example.it',
      email: 'breve@example.it',
      firstName: null,
      lastName: null,
      birthDate: null,
      gender: null,
    });
    useUserStore.setState({ user: nameless });
    stubAccountApi({ 'GET /cli/profiles/login': ok(nameless) });
    renderShell('/home');
    const button = header().getByRole('button', { name: 'Account di breve@example.it' });
    expect(button).toHaveTextContent(/^Bbreve/);
    await userEvent.setup().click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Il tuo account' }));
    expect(dialog.getByText('Ciao, che piacere rivederti!')).toBeVisible();
    expect(dialog.getByText('breve@example.it')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/null|undefined/);
  });

  it('welcomes the user and links profile and orders only, with the flags off', async () => {
    stubAccountApi({ 'GET /cli/profiles/login': ok(makeUser()) });
    renderShell('/home');
    const { dialog } = await openAccount();
    // Issue 17.11: Giulia's profile says FEMALE.
    expect(dialog.getByText('Ciao Giulia, bentornata!')).toBeVisible();
    expect(dialog.getByText('Giulia Bianchi')).toBeVisible();
    const links = dialog.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/app/profile', '/app/orders']);
  });

  it('adds smart lists and payments when their features are on', async () => {
    stubAccountApi(
      { 'GET /cli/profiles/login': ok(makeUser()) },
      { smartLists: true, savedPayments: true },
    );
    renderShell('/home');
    const { dialog } = await openAccount();
    expect(await dialog.findByRole('link', { name: 'Liste della spesa' })).toHaveAttribute(
      'href',
      '/app/smartlist',
    );
    expect(dialog.getByRole('link', { name: 'Pagamenti' })).toHaveAttribute(
      'href',
      '/app/payments',
    );
  });

  it('logs out: goes home, clears the user and the cart, calls the server', async () => {
    useUserStore.setState({ defaultStore: { id: '3', name: 'Spesa Centro' } });
    useCartStore.getState().setProductToAdd({
      barcode: '8001',
      amount: 1,
      um: 'PZ',
      description: 'Pane',
    });
    const { callsTo } = stubAccountApi({
      'GET /cli/profiles/login': ok(makeUser()),
      'POST /cli/profiles/logout': ok(),
    });
    const { router } = renderShell('/stores');
    const { user, dialog } = await openAccount();
    await user.click(dialog.getByRole('button', { name: 'Esci' }));

    await waitFor(() => expect(callsTo('POST /cli/profiles/logout')).toHaveLength(1));
    expect(currentPath(router)).toBe('/home');
    expect(useUserStore.getState().user).toBeNull();
    expect(useCartStore.getState().productToAdd).toBeNull();
    expect(header().getByRole('button', { name: 'Accedi o registrati' })).toBeVisible();
  });
});
