import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, logIn, pickPlace, shot, uniqueEmail } from '../support/accounts';
import {
  acceptAndRegister,
  activate,
  expectStep,
  fillAccountStep,
  main,
  yearsAgo,
} from '../support/signup';

/**
 * Registration with a card the cooperative's registry already holds ('fetch'), and the adult-age
 * rule of step 1. The new-card journey is in accounts-new-card.spec.ts.
 */

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** Free registry cards, one per project: a card can be linked to one account only. */
const members = {
  desktop: {
    cardNumber: '0255020378398',
    firstName: 'Luca',
    lastName: 'Ferrari',
    birthDate: '1985-04-12',
    street: 'Via Emilia',
    streetNumber: '251',
    city: 'San Lazzaro di Savena',
    zip: '40068',
  },
  mobile: {
    cardNumber: '0245953497129',
    firstName: 'Sofia',
    lastName: 'Russo',
    birthDate: '1995-01-28',
    street: 'Via Zamboni',
    streetNumber: '22',
    city: 'Bologna',
    zip: '40126',
  },
} as const;

test('an existing card: the registry data comes prefilled and read-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = members[testInfo.project.name as keyof typeof members];
  const email = uniqueEmail(member.firstName.toLowerCase(), testInfo);
  const password = 'Carta-Fedelta-1';

  await page.goto('/app/signup');
  let card = await expectStep(page, 0, 'Come vuoi registrarti?');
  await card.getByRole('button', { name: /^Ho già la carta fedeltà/ }).click();

  card = await expectStep(page, 1, 'La tua carta fedeltà');
  const cardNumber = card.getByRole('textbox', { name: 'Numero della carta fedeltà' });
  await cardNumber.fill('0255 0203');
  await cardNumber.blur();
  await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  await cardNumber.fill(member.cardNumber);
  await card.getByRole('textbox', { name: 'Nome', exact: true }).fill(member.firstName);
  await card.getByRole('textbox', { name: 'Cognome', exact: true }).fill(member.lastName);
  await card.getByLabel(/^Data di nascita/).fill(member.birthDate);
  // A new card's questions are not asked.
  await expect(card.getByRole('radiogroup')).toHaveCount(0);
  await expect(card.getByRole('combobox')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'signup-fetch-step-1', true);
  await card.getByRole('button', { name: 'Verifica' }).click();

  card = await expectStep(page, 2, 'Indirizzo e recapiti');
  const summary = card.getByRole('region', { name: 'I tuoi dati' });
  await expect(summary).toContainText(`${member.firstName} ${member.lastName}`);
  await expect(summary).toContainText(member.cardNumber);
  // The registry address is shown locked: no picker can be cleared or typed in.
  for (const [label, value] of [
    ['Comune', member.city],
    ['CAP', member.zip],
    ['Indirizzo', member.street],
  ] as const) {
    const picker = card.getByRole('combobox', { name: label, exact: true });
    await expect(picker).toHaveValue(value);
    await expect(picker).toHaveAttribute('readonly');
  }
  await expect(card.getByRole('button', { name: /^Cancella / })).toHaveCount(0);
  await expect(card.getByRole('textbox', { name: 'Numero civico', exact: true })).toHaveValue(
    member.streetNumber,
  );
  await expect(card.getByRole('textbox', { name: 'Cellulare', exact: true })).toHaveValue(
    /^3\d{9}$/,
  );
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'signup-fetch-step-2', true);
  await card.getByRole('button', { name: 'Avanti' }).click();

  await fillAccountStep(page, testInfo, 'signup-fetch', { email, password });
  await acceptAndRegister(page, testInfo, 'signup-fetch', email);

  await activate(page, testInfo, 'signup-fetch', email);
  await page.goto('/app/info/termini');
  const customer = { email, ...member, initials: `${member.firstName[0]}${member.lastName[0]}` };
  await logIn(page, customer, password);
  await page.goto('/app/profile');
  const personal = main(page).getByRole('region', { name: 'Dati personali' });
  await expect(personal).toContainText(member.cardNumber);
  await expect(personal).toContainText(`${member.street} ${member.streetNumber}, ${member.zip}`);
  await expect(header(page).getByRole('button', { name: 'Accedi o registrati' })).toHaveCount(0);
});

test('a birth date under 18 is refused with the spec message', async ({ page }) => {
  const underage = 'Devi essere maggiorenne per poterti registrare al servizio';
  await page.goto('/app/signup');
  let card = await expectStep(page, 0, 'Come vuoi registrarti?');
  await card.getByRole('button', { name: /^Non ho la carta fedeltà/ }).click();
  card = await expectStep(page, 1, 'I tuoi dati');
  const birthDate = card.getByLabel(/^Data di nascita/);
  await birthDate.fill(yearsAgo(17));
  await birthDate.blur();
  await expect(card.getByText(underage)).toBeVisible();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');

  // It stays on step 1 whatever else is filled.
  await card.getByRole('textbox', { name: 'Nome', exact: true }).fill('Matteo');
  await card.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Gallo');
  await card.getByRole('radio', { name: 'Uomo' }).check();
  await pickPlace(card, 'Provincia di nascita', 'parm', 'Parma (PR)');
  await pickPlace(card, 'Comune di nascita', 'parma', /^Parma$/);
  await card.getByRole('button', { name: 'Verifica' }).click();
  await expect(card.getByText(underage)).toBeVisible();
  await expect(main(page).getByText('Passo 3 di 5')).toHaveCount(0);

  // An adult's date clears the message.
  await birthDate.fill(yearsAgo(30));
  await birthDate.blur();
  await expect(card.getByText(underage)).toHaveCount(0);

  // The same on the existing-card path.
  await card.getByRole('button', { name: 'Indietro' }).click();
  card = await expectStep(page, 0, 'Come vuoi registrarti?');
  await card.getByRole('button', { name: /^Ho già la carta fedeltà/ }).click();
  card = await expectStep(page, 1, 'La tua carta fedeltà');
  await card.getByLabel(/^Data di nascita/).fill(yearsAgo(16));
  await card.getByLabel(/^Data di nascita/).blur();
  await expect(card.getByText(underage)).toBeVisible();
});
