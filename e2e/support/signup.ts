import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { openMailedLink, shot } from './accounts';

/** Steps of the registration wizard (/signup) shared by the signup browser tests. */

const ACTIVATION_PATH = '/app/signup/activate?token=';

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The wizard's card: the current step's heading and form. */
export function stepCard(page: Page, heading: string): Locator {
  return main(page).getByRole('region', { name: heading });
}

export async function expectStep(page: Page, index: number, heading: string): Promise<Locator> {
  await expect(main(page).getByText(`Passo ${index + 1} di 5`)).toBeVisible();
  const card = stepCard(page, heading);
  await expect(card.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  return card;
}

/** Letters only, so a made-up surname passes the name rules and never matches a member. */
export function randomLetters(length: number): string {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** yyyy-MM-dd of today's date `years` years ago. */
export function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export async function fillAccountStep(
  page: Page,
  testInfo: TestInfo,
  shotPrefix: string,
  account: { email: string; password: string },
) {
  const { email, password } = account;
  const card = await expectStep(page, 3, 'Crea il tuo account');
  await card.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await card.getByLabel(/^Password/).fill(password);
  await card.getByLabel(/^Conferma la password/).fill(password);
  await expect(card.getByText(/^Sicurezza della password: /)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, `${shotPrefix}-step-3`, true);
  await card.getByRole('button', { name: 'Avanti' }).click();
}

/** Ticks the required consents (after checking they are required) and registers. */
export async function acceptAndRegister(
  page: Page,
  testInfo: TestInfo,
  shotPrefix: string,
  email: string,
) {
  const card = await expectStep(page, 4, 'Consensi');
  await card.getByRole('button', { name: 'Registrati' }).click();
  await expect(card.getByText('Consenso obbligatorio')).toHaveCount(2);
  await card.getByRole('checkbox', { name: /termini e le condizioni d'uso/ }).check();
  await card.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await card.getByRole('checkbox', { name: /comunicazioni commerciali/ }).check();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, `${shotPrefix}-step-4`, true);
  await card.getByRole('button', { name: 'Registrati' }).click();

  const success = page.getByRole('dialog', { name: 'Registrazione completata' });
  await expect(success).toContainText(
    `Controlla la tua casella di posta: ti abbiamo inviato all'indirizzo ${email} un link per attivare il profilo.`,
  );
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await shot(page, testInfo, `${shotPrefix}-success`);
  await success.getByRole('button', { name: 'Torna alla home' }).click();
  await expect(success).toBeHidden();
}

/** Opens the activation link of the outbox and checks the activation page. */
export async function activate(page: Page, testInfo: TestInfo, shotPrefix: string, email: string) {
  await openMailedLink(page, email, ACTIVATION_PATH);
  const outcome = main(page).getByRole('status');
  await expect(outcome.getByRole('heading', { name: 'Profilo attivato' })).toBeVisible();
  await expect(outcome).toContainText(`Il profilo ${email} è attivo`);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, `${shotPrefix}-activated`);
}
