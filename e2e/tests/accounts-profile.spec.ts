import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import {
  DEMO_PASSWORD,
  demoCustomerFor,
  header,
  logIn,
  pickPlace,
  shot,
  toast,
} from '../support/accounts';

/**
 * The profile screens of the demo customers (demo@spesa.it on desktop, demo2@spesa.it on
 * mobile). These tests open forms and check them but never save, so the seeded data stays as
 * the README describes it; saving is covered with a freshly registered account in
 * accounts-signup.spec.ts.
 */
const seeded = {
  'demo@spesa.it': {
    card: /^02\d{11}$/,
    registrationStreet: 'Via Guglielmo Marconi 12',
    registrationAddress: 'Via Guglielmo Marconi 12, 40122 Bologna',
    company: 'Studio Grafico Lombardi',
  },
  'demo2@spesa.it': {
    card: /^02\d{11}$/,
    registrationStreet: 'Via Emilia Centro 120',
    registrationAddress: 'Via Emilia Centro 120, 41121 Modena',
    company: 'Ferri Impianti Elettrici',
  },
} as const;

function main(page: Page) {
  return page.getByRole('main');
}

test.beforeEach(async ({ page }, testInfo) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto('/app/info/termini');
  await logIn(page, demoCustomerFor(testInfo), DEMO_PASSWORD);
});

test('/profile shows the data read-only, the contacts and the consents', async ({
  page,
}, testInfo) => {
  const customer = demoCustomerFor(testInfo);
  const data = seeded[customer.email as keyof typeof seeded];
  await page.goto('/app/profile');
  await expect(main(page).getByRole('heading', { level: 1, name: 'I tuoi dati' })).toBeVisible();

  const menu = main(page).getByRole('navigation', { name: 'Area personale' });
  await expect(menu.getByRole('link')).toHaveText([
    'I tuoi dati',
    'Indirizzi di spedizione',
    'Cambio password',
  ]);
  await expect(menu.getByRole('link', { name: 'I tuoi dati' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const personal = main(page).getByRole('region', { name: 'Dati personali' });
  await expect(personal.getByText(customer.firstName, { exact: true })).toBeVisible();
  await expect(personal.getByText(customer.lastName, { exact: true })).toBeVisible();
  await expect(personal.getByText(customer.email, { exact: true })).toBeVisible();
  await expect(personal.getByText(data.card)).toBeVisible();
  await expect(personal.getByText(data.registrationAddress)).toBeVisible();
  await expect(personal.getByRole('textbox')).toHaveCount(0);

  await expect(main(page).getByRole('textbox', { name: 'Cellulare' })).toHaveValue(/^\d{10}$/);
  const terms = main(page).getByRole('checkbox', { name: /termini e le condizioni/ });
  await expect(terms).toBeChecked();
  await expect(terms).toBeDisabled();
  await expect(
    main(page).getByRole('checkbox', { name: /comunicazioni commerciali/ }),
  ).toBeEnabled();

  // The mobile phone is checked on blur; nothing is saved.
  const mobile = main(page).getByRole('textbox', { name: 'Cellulare' });
  await mobile.fill('12345');
  await mobile.blur();
  await expect(main(page).getByText('Numero di telefono non valido')).toBeVisible();

  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'profile', true);

  await main(page).getByRole('button', { name: "Richiedi l'eliminazione del profilo" }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare il profilo?' });
  await expect(confirm.getByRole('button', { name: 'Sì, elimina il profilo' })).toBeVisible();
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'profile-deletion-confirm');
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await expect(confirm).toBeHidden();

  await menu.getByRole('link', { name: 'Indirizzi di spedizione' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/addresses$/);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Indirizzi di spedizione' }),
  ).toBeVisible();
});

test('/profile/addresses keeps the registration address and opens the cascading pickers', async ({
  page,
}, testInfo) => {
  const customer = demoCustomerFor(testInfo);
  const data = seeded[customer.email as keyof typeof seeded];
  await page.goto('/app/profile/addresses');
  const list = main(page).getByRole('list', { name: 'I tuoi indirizzi di spedizione' });
  const registration = list.getByRole('listitem').filter({ hasText: 'Indirizzo di registrazione' });
  await expect(registration).toContainText(data.registrationStreet);
  // Neither editable nor deletable.
  await expect(registration.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'profile-addresses', true);

  await main(page).getByRole('button', { name: 'Aggiungi indirizzo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo indirizzo di spedizione' });
  // Italy is preset; every level below waits for its parent.
  await expect(dialog.getByRole('combobox', { name: 'Nazione', exact: true })).toHaveValue(
    'Italia',
  );
  await expect(dialog.getByRole('combobox', { name: 'Provincia', exact: true })).toBeEnabled();
  for (const label of ['Comune', 'CAP', 'Indirizzo']) {
    await expect(dialog.getByRole('combobox', { name: label, exact: true })).toBeDisabled();
  }

  await pickPlace(dialog, 'Provincia', 'bol', 'Bologna (BO)');
  const city = dialog.getByRole('combobox', { name: 'Comune', exact: true });
  // Cities wait for 3 letters.
  await city.fill('bo');
  await expect(dialog.getByText('Scrivi almeno 3 lettere o 2 cifre')).toBeVisible();
  await pickPlace(dialog, 'Comune', 'bologna', /^Bologna$/);
  await expect(dialog.getByRole('combobox', { name: 'CAP', exact: true })).toBeEnabled();
  await dialog.getByRole('combobox', { name: 'CAP', exact: true }).click();
  await expect(
    dialog.getByRole('listbox', { name: 'CAP' }).getByRole('option', { name: '40121' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'profile-addresses-form');
  // The open list lies over the fields above it; Escape closes it and leaves the dialog open.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('listbox', { name: 'CAP' })).toBeHidden();
  await expect(dialog).toBeVisible();

  // Clearing the county empties the city below it.
  await dialog.getByRole('button', { name: 'Cancella Provincia' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Comune', exact: true })).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Comune', exact: true })).toBeDisabled();

  // Saving a half-filled form names the missing fields; the button stays where it was, the
  // messages' room being kept (issue 27.11: it moved by a few px under the pointer).
  const save = dialog.getByRole('button', { name: 'Salva' });
  const before = await save.boundingBox();
  await save.click();
  await expect(dialog.getByText('Campo obbligatorio').first()).toBeVisible();
  expect(await save.boundingBox()).toEqual(before);
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'profile-addresses-form-errors');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('/profile/billing lists the billing address and checks the form on blur', async ({
  page,
}, testInfo) => {
  const customer = demoCustomerFor(testInfo);
  const data = seeded[customer.email as keyof typeof seeded];
  await page.goto('/app/profile/billing');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Indirizzi di fatturazione' }),
  ).toBeVisible();
  const list = main(page).getByRole('list', { name: 'I tuoi indirizzi di fatturazione' });
  await expect(list.getByRole('listitem').filter({ hasText: data.company })).toContainText(
    /P\. IVA \d{11}/,
  );
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'profile-billing', true);

  await main(page).getByRole('button', { name: 'Aggiungi indirizzo di fatturazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo indirizzo di fatturazione' });
  const vat = dialog.getByRole('textbox', { name: 'Partita IVA', exact: true });
  await vat.fill('00743110158');
  await vat.blur();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  const fax = dialog.getByRole('textbox', { name: 'Fax', exact: true });
  await fax.fill('0512345678');
  await fax.blur();
  await expect(fax).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'Ragione sociale', exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, 'profile-billing-form');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
});

test('/profile/password checks the fields and refuses a wrong current password', async ({
  page,
}, testInfo) => {
  await page.goto('/app/profile/password');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Cambio password' }),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'Aggiorna la password' }).click();
  await expect(main(page).getByText('Campo obbligatorio')).toHaveCount(3);

  const newPassword = main(page).getByLabel(/^Nuova password/);
  await newPassword.fill('corta');
  await newPassword.blur();
  await expect(
    main(page).getByText('La password deve essere lunga almeno 8 caratteri'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'profile-password', true);

  await main(page)
    .getByLabel(/^Password attuale/)
    .fill('Non-E-Questa-1');
  await newPassword.fill('Nuova-Password-1');
  await main(page)
    .getByLabel(/^Conferma la nuova password/)
    .fill('Nuova-Password-1');
  await main(page).getByRole('button', { name: 'Aggiorna la password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('La password attuale non è corretta');
  await expect(toast(page, 'Password aggiornata correttamente')).toHaveCount(0);
  // Still logged in, with the demo password unchanged.
  await expect(header(page).getByRole('button', { name: /^Account di / })).toBeVisible();
});
