import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import {
  accountButton,
  type Customer,
  logIn,
  logOut,
  openMailedLink,
  pickPlace,
  shot,
  submitLogin,
  toast,
  typeStreet,
  uniqueEmail,
} from '../support/accounts';
import {
  acceptAndRegister,
  activate,
  expectStep,
  fillAccountStep,
  main,
  randomLetters,
} from '../support/signup';

/**
 * The whole life of a new customer with a new ('check') loyalty card: the five wizard steps,
 * the activation link from the demo outbox, login, a shipping and a billing address, a new
 * password. A fresh account each run (random e-mail and surname), so the demo customers, the
 * other project and re-runs are never affected.
 */

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** Steps 0 to 4 of /signup for a new card, with axe and a screenshot on each step. */
async function registerWithNewCard(
  page: Page,
  testInfo: TestInfo,
  customer: Customer,
  password: string,
) {
  // Step 0: the type.
  await page.goto('/app/signup');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Registrazione' })).toBeVisible();
  let card = await expectStep(page, 0, 'Come vuoi registrarti?');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'signup-step-0', true);
  await card.getByRole('button', { name: /^Non ho la carta fedeltà/ }).click();

  // Step 1: identity, gender and the birth place pickers.
  card = await expectStep(page, 1, 'I tuoi dati');
  await expect(card.getByRole('textbox', { name: 'Numero della carta fedeltà' })).toHaveCount(0);
  await card.getByRole('textbox', { name: 'Nome', exact: true }).fill(customer.firstName);
  await card.getByRole('textbox', { name: 'Cognome', exact: true }).fill(customer.lastName);
  await card.getByLabel(/^Data di nascita/).fill('1990-05-17');
  await card.getByRole('radio', { name: 'Donna' }).check();
  await expect(card.getByRole('combobox', { name: 'Nazione di nascita' })).toHaveValue('Italia');
  await expect(card.getByRole('combobox', { name: 'Comune di nascita' })).toBeDisabled();
  await pickPlace(card, 'Provincia di nascita', 'bolo', 'Bologna (BO)');
  await pickPlace(card, 'Comune di nascita', 'bologna', /^Bologna$/);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'signup-step-1', true);
  await card.getByRole('button', { name: 'Verifica' }).click();

  // Step 2: the read-only identity, the address through the cascading pickers, the phone.
  card = await expectStep(page, 2, 'Indirizzo e recapiti');
  const summary = card.getByRole('region', { name: 'I tuoi dati' });
  await expect(summary).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(summary).toContainText('17/05/1990');
  await expect(summary).toContainText('Nuova carta, creata alla registrazione');
  // Italy comes preset; choosing it again goes through the nation picker.
  await card.getByRole('button', { name: 'Cancella Nazione' }).click();
  await expect(card.getByRole('combobox', { name: 'Provincia', exact: true })).toBeDisabled();
  await pickPlace(card, 'Nazione', 'ital', /^Italia$/);
  await pickPlace(card, 'Provincia', 'bolo', 'Bologna (BO)');
  await pickPlace(card, 'Comune', 'bologna', /^Bologna$/);
  await pickPlace(card, 'CAP', '40121', /^40121$/);
  await typeStreet(card, "Via dell'Indipendenza");
  await card.getByRole('textbox', { name: 'Numero civico', exact: true }).fill('8');
  const mobile = card.getByRole('textbox', { name: 'Cellulare', exact: true });
  await mobile.fill('12345');
  await mobile.blur();
  await expect(card.getByText('Numero di telefono non valido')).toBeVisible();
  await mobile.fill('3331234567');
  await expect(card.getByText('Numero di telefono non valido')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'signup-step-2', true);
  await card.getByRole('button', { name: 'Avanti' }).click();

  // Back keeps what was typed, then forward again.
  card = await expectStep(page, 3, 'Crea il tuo account');
  await card.getByRole('button', { name: 'Indietro' }).click();
  card = await expectStep(page, 2, 'Indirizzo e recapiti');
  await expect(card.getByRole('combobox', { name: 'CAP', exact: true })).toHaveValue('40121');
  await card.getByRole('button', { name: 'Avanti' }).click();

  await fillAccountStep(page, testInfo, 'signup', { email: customer.email, password });
  await acceptAndRegister(page, testInfo, 'signup', customer.email);
}

async function addShippingAddress(page: Page) {
  await page.goto('/app/profile/addresses');
  const addresses = main(page).getByRole('list', { name: 'I tuoi indirizzi di spedizione' });
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await main(page).getByRole('button', { name: 'Aggiungi indirizzo' }).click();
  const addressForm = page.getByRole('dialog', { name: 'Nuovo indirizzo di spedizione' });
  await pickPlace(addressForm, 'Provincia', 'mode', 'Modena (MO)');
  await pickPlace(addressForm, 'Comune', 'modena', /^Modena$/);
  await pickPlace(addressForm, 'CAP', '41121', /^41121$/);
  await typeStreet(addressForm, 'Via Emilia Centro');
  await addressForm.getByRole('textbox', { name: 'Numero civico', exact: true }).fill('15');
  await addressForm.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Indirizzo di spedizione aggiunto con successo!')).toBeVisible();
  await expect(addressForm).toBeHidden();
  await expect(addresses.getByRole('listitem')).toHaveCount(2);
  const added = addresses.getByRole('listitem').filter({ hasText: 'Via Emilia Centro 15' });
  await expect(added).toContainText('41121');
  await expect(added).toContainText('Modena');
  await expect(added.getByRole('button', { name: 'Modifica Via Emilia Centro 15' })).toBeVisible();
}

async function addBillingAddress(page: Page) {
  await page.goto('/app/profile/billing');
  await expect(
    main(page).getByText('Non hai ancora salvato indirizzi di fatturazione.'),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'Aggiungi indirizzo di fatturazione' }).click();
  const billingForm = page.getByRole('dialog', { name: 'Nuovo indirizzo di fatturazione' });
  const field = (name: string) => billingForm.getByRole('textbox', { name, exact: true });
  await field('Ragione sociale').fill('Bottega Verdi');
  await field('Partita IVA').fill('00743110157');
  await field('Telefono').fill('059 123456');
  await field('Indirizzo').fill('Via Emilia Centro');
  await field('Numero civico').fill('15');
  await field('CAP').fill('41121');
  await field('Comune').fill('Modena');
  await field('Provincia (sigla)').fill('MOD');
  await expect(field('Provincia (sigla)')).toHaveValue('MO');
  await billingForm.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Indirizzo di fatturazione aggiunto con successo!')).toBeVisible();
  await expect(billingForm).toBeHidden();
  const billing = main(page)
    .getByRole('list', { name: 'I tuoi indirizzi di fatturazione' })
    .getByRole('listitem');
  await expect(billing).toHaveCount(1);
  await expect(billing).toContainText('Bottega Verdi');
  await expect(billing).toContainText('P. IVA 00743110157');
}

async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/app/profile/password');
  const form = main(page);
  await form.getByLabel(/^Password attuale/).fill(from);
  await form.getByLabel(/^Nuova password/).fill(to);
  await form.getByLabel(/^Conferma la nuova password/).fill(to);
  await form.getByRole('button', { name: 'Aggiorna la password' }).click();
  await expect(toast(page, 'Password aggiornata correttamente')).toBeVisible();
  await expect(form.getByLabel(/^Password attuale/)).toHaveValue('');
}

/** The forgotten-password path: /reset, the mailed link, the new password, then login. */
async function resetPassword(page: Page, testInfo: TestInfo, customer: Customer, to: string) {
  await page.goto('/app/reset');
  await main(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await main(page).getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(main(page).getByRole('status')).toContainText('Richiesta effettuata con successo.');

  await openMailedLink(page, customer.email, '/app/reset?token=');
  const resetUrl = page.url();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Imposta una nuova password' }),
  ).toBeVisible();
  await main(page)
    .getByLabel(/^Nuova password/)
    .fill(to);
  await main(page)
    .getByLabel(/^Conferma la nuova password/)
    .fill(to);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'reset-new-password', true);
  await main(page).getByRole('button', { name: 'Salva la password' }).click();
  const done = main(page).getByRole('status');
  await expect(done).toContainText('Password aggiornata correttamente');
  await done.getByRole('button', { name: 'Accedi' }).click();
  const login = page.getByRole('dialog', { name: 'Accedi' });
  await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(to);
  await login.getByRole('button', { name: 'Accedi' }).click();
  await expect(login).toBeHidden();
  await expect(accountButton(page, customer)).toContainText(customer.initials);

  // The link works once.
  await page.goto(resetUrl);
  await main(page)
    .getByLabel(/^Nuova password/)
    .fill('Terza-Password-3');
  await main(page)
    .getByLabel(/^Conferma la nuova password/)
    .fill('Terza-Password-3');
  await main(page).getByRole('button', { name: 'Salva la password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Link non valido o scaduto');
  await expect(main(page).getByRole('status')).toHaveCount(0);
}

test('a new card: the wizard, activation, addresses, billing, password change and reset', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const customer: Customer = {
    email: uniqueEmail('nuova.carta', testInfo),
    firstName: 'Giulia',
    lastName: `Verdi${randomLetters(6)}`,
    initials: 'GV',
  };
  const password = 'Prima-Password-1';
  const newPassword = 'Seconda-Password-2';

  await registerWithNewCard(page, testInfo, customer, password);

  // Not active yet: the login says so.
  await submitLogin(page, customer.email, password);
  await expect(
    toast(page, 'Profilo non ancora attivato: apri il link che ti abbiamo inviato per e-mail'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await activate(page, testInfo, 'signup', customer.email);
  await main(page).getByRole('button', { name: 'Accedi' }).click();
  const login = page.getByRole('dialog', { name: 'Accedi' });
  await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByRole('button', { name: 'Accedi' }).click();
  await expect(login).toBeHidden();
  await expect(accountButton(page, customer)).toContainText(customer.initials);

  // The profile holds the new card and the registration address.
  await page.goto('/app/profile');
  const personal = main(page).getByRole('region', { name: 'Dati personali' });
  await expect(personal).toContainText(/02\d{11}/);
  await expect(personal).toContainText("Via dell'Indipendenza 8, 40121 Bologna");

  await addShippingAddress(page);
  await addBillingAddress(page);
  await changePassword(page, password, newPassword);

  await logOut(page, customer);

  // The old password no longer works, the new one does.
  const dialog = await submitLogin(page, customer.email, password);
  await expect(toast(page, 'Credenziali errate')).toBeVisible();
  await expect(accountButton(page, customer)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await logIn(page, customer, newPassword);

  await logOut(page, customer);
  await resetPassword(page, testInfo, customer, 'Dopo-Il-Reset-3');
});
