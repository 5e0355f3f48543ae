import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import {
  accountButton,
  DEMO_PASSWORD,
  demoCustomerFor,
  header,
  logIn,
  logOut,
  openLoginPopup,
  shot,
  submitLogin,
  toast,
  uniqueEmail,
} from '../support/accounts';

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the login popup is accessible and a wrong password shows "Credenziali errate"', async ({
  page,
}, testInfo) => {
  const customer = demoCustomerFor(testInfo);
  await page.goto('/app/info/termini');
  const dialog = await openLoginPopup(page);
  await expect(dialog.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
    'href',
    '/app/reset',
  );
  await expect(dialog.getByRole('heading', { name: 'Sei un nuovo cliente?' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Registrati' })).toHaveAttribute(
    'href',
    '/app/signup',
  );
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'login-popup');

  // Both fields are checked on blur before anything is sent.
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('non-una-mail');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).focus();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await submitLogin(page, customer.email, 'Password-Sbagliata-1');
  await expect(toast(page, 'Credenziali errate')).toBeVisible();
  // Still a guest: the popup stays open with the form and the header did not change.
  await expect(dialog.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  await expect(accountButton(page, customer)).toHaveCount(0);

  // An unknown e-mail gets the same answer: nobody can probe which addresses have an account.
  await dialog
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(uniqueEmail('nessuno', testInfo));
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  await expect(toast(page, 'Credenziali errate').first()).toBeVisible();
  await expect(accountButton(page, customer)).toHaveCount(0);
});

test('a demo customer logs in, sees the initials and the account panel, and logs out', async ({
  page,
}, testInfo) => {
  const customer = demoCustomerFor(testInfo);
  await page.goto('/app/info/termini');
  await logIn(page, customer, DEMO_PASSWORD);
  await expect(toast(page, 'Accesso effettuato')).toBeVisible();

  // The session survives a reload: it is checked on load and the user stays logged in.
  await page.reload();
  await expect(accountButton(page, customer)).toContainText(customer.initials);

  await accountButton(page, customer).click();
  const panel = page.getByRole('dialog', { name: 'Il tuo account' });
  // Greeted by the profile's gender (issue 17.11): Chiara's card says F, Davide's M.
  const welcome = customer.firstName === 'Chiara' ? 'bentornata' : 'bentornato';
  await expect(panel.getByText(`Ciao ${customer.firstName}, ${welcome}!`)).toBeVisible();
  await expect(panel.getByText(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
  const links = panel.getByRole('navigation', { name: 'Il tuo account' }).getByRole('link');
  await expect(links).toHaveText(['Il mio profilo', 'I miei ordini']);
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'account-panel');

  await panel.getByRole('link', { name: 'Il mio profilo' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I tuoi dati' })).toBeVisible();

  // Logging out from a profile screen goes to the start page, with no popup left open.
  await logOut(page, customer);
  // The server session is gone too: a reload keeps the guest state.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Accedi o registrati' })).toBeVisible();
  await page.goto('/app/profile');
  await expect(
    page.getByRole('main').getByText('Accedi per entrare nella tua area personale'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
});

test('the links of the login popup work at the first click', async ({ page }) => {
  // The e-mail field has the focus when the popup opens: clicking a link blurs it first.
  await page.goto('/app/info/termini');
  let dialog = await openLoginPopup(page);
  await dialog.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/app\/reset$/);
  await expect(dialog).toBeHidden();

  dialog = await openLoginPopup(page);
  await dialog.getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/app\/signup$/);
  await expect(dialog).toBeHidden();
});

test('/reset asks for the e-mail and answers the same for any address', async ({
  page,
}, testInfo) => {
  await page.goto('/app/reset');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Recupera la password' })).toBeVisible();

  await main.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(main.getByText('Campo obbligatorio')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'reset', true);

  // An address without an account: the same success, and no mail goes out.
  const email = uniqueEmail('sconosciuto', testInfo);
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(main.getByRole('status')).toContainText('Richiesta effettuata con successo.');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'reset-requested');

  await page.goto('/outbox');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Posta in uscita — demo' }),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
});
