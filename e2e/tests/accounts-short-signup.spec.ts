import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, shot, submitLogin, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerShortCustomer } from '../support/new-customer';

/**
 * Spec 7's shorter signup (username, password, consents) is an API capability: the web wizard
 * always sends the full body. An account opened that way holds no name, birth date or phone;
 * the shop greets it without one and /profile lets the shopper fill them in.
 */

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('an account from the short signup is greeted neutrally and completes its profile', async ({
  page,
  request,
}, testInfo) => {
  const email = await registerShortCustomer(request, testInfo, 'breve');
  await page.goto('/app/info/termini');
  const login = await submitLogin(page, email, NEW_CUSTOMER_PASSWORD);
  await expect(login).toBeHidden();

  const account = header(page).getByRole('button', { name: `Account di ${email}` });
  await expect(account).toContainText(email.charAt(0).toUpperCase());
  await account.click();
  const panel = page.getByRole('dialog', { name: 'Il tuo account' });
  await expect(panel.getByText('Ciao, che piacere rivederti!')).toBeVisible();
  await expect(panel.getByText(email)).toBeVisible();
  await expect(panel).not.toContainText(/null|undefined/);
  await shot(page, testInfo, 'short-signup-greeting');
  await panel.getByRole('link', { name: 'Il mio profilo' }).click();

  const main = page.getByRole('main');
  const identity = main.getByRole('region', { name: 'Completa i tuoi dati' });
  await expect(identity.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
  await expect(identity.getByRole('textbox', { name: 'Cognome' })).toHaveValue('');
  await expect(main.getByLabel(/Cellulare/)).toHaveValue('');
  await expect(main).not.toContainText(/null|undefined/);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'short-signup-profile', true);

  await identity.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
  await identity.getByRole('textbox', { name: 'Cognome' }).fill('Neri');
  await identity.getByLabel(/Data di nascita/).fill('1980-03-09');
  await main.getByLabel(/Cellulare/).fill('347 111 2233');
  await main.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(toast(page, 'Profilo aggiornato con successo')).toBeVisible();

  // Held now, so read-only (spec 5): the summary shows them and the fields are gone.
  await expect(identity).toHaveCount(0);
  const details = main.getByRole('region', { name: 'Dati personali' });
  await expect(details).toContainText('Anna');
  await expect(details).toContainText('Neri');
  await expect(details).toContainText('09/03/1980');
  await shot(page, testInfo, 'short-signup-profile-saved', true);

  const named = header(page).getByRole('button', { name: 'Account di Anna Neri' });
  await expect(named).toContainText('AN');
  await named.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Il tuo account' })
      .getByText('Ciao Anna, che piacere rivederti!'),
  ).toBeVisible();

  // After a reload the server's answer holds the names too.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(main.getByRole('region', { name: 'Completa i tuoi dati' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Dati personali' })).toContainText('Anna');
});
