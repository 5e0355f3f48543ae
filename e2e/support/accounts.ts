import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { saveShot } from './screenshots';

/** The password of both seeded demo customers (README). */
export const DEMO_PASSWORD = 'Spesa-2026';

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  initials: string;
}

const demoCustomers: Record<string, Customer> = {
  desktop: { email: 'demo@spesa.it', firstName: 'Chiara', lastName: 'Lombardi', initials: 'CL' },
  mobile: { email: 'demo2@spesa.it', firstName: 'Davide', lastName: 'Ferri', initials: 'DF' },
};

/**
 * One demo customer per project: both projects run at once against the same database, so each
 * keeps to its own account (only read, never changed, by these tests).
 */
export function demoCustomerFor(testInfo: TestInfo): Customer {
  const customer = demoCustomers[testInfo.project.name];
  if (!customer) throw new Error(`no demo customer for project ${testInfo.project.name}`);
  return customer;
}

/** An address nobody registered yet: unique per project and per run, so re-runs never clash. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${prefix}.${testInfo.project.name}.${suffix}@example.it`;
}

/** Saves `<name>-<project>.png` in e2e/screenshots (gitignored), to be looked at. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, `${name}-${testInfo.project.name}.png`, fullPage);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** A toast of react-toastify (role alert or status, depending on its kind). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/** Opens the guest login popup from the header and returns the dialog. */
export async function openLoginPopup(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Accedi o registrati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
  return dialog;
}

/** Fills and sends the login popup; the caller checks the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = await openLoginPopup(page);
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  return dialog;
}

/** The header's user button of a logged-in customer, which shows the initials. */
export function accountButton(page: Page, customer: Pick<Customer, 'firstName' | 'lastName'>) {
  return header(page).getByRole('button', {
    name: `Account di ${customer.firstName} ${customer.lastName}`,
  });
}

export async function logIn(page: Page, customer: Customer, password: string): Promise<void> {
  const dialog = await submitLogin(page, customer.email, password);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page, customer)).toContainText(customer.initials);
}

/**
 * Logs out from the account panel: the shopper lands on the start page as a guest, with no
 * popup left open (not even the login one a profile screen opens for guests).
 */
export async function logOut(page: Page, customer: Customer): Promise<void> {
  await accountButton(page, customer).click();
  await page
    .getByRole('dialog', { name: 'Il tuo account' })
    .getByRole('button', { name: 'Esci' })
    .click();
  await expect(header(page).getByRole('button', { name: 'Accedi o registrati' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    /I tuoi dati|Cambio password|Indirizzi/,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Picks a suggestion of a cascading place picker: waits for the picker to be enabled (its
 * parent chosen), types, waits for the debounced search and clicks the option. The picker then
 * shows the choice, locked until cleared.
 */
export async function pickPlace(
  scope: Page | Locator,
  label: string,
  typed: string,
  option: string | RegExp,
): Promise<Locator> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await input.fill(typed);
  await scope
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: option })
    .click();
  await expect(input).toHaveAttribute('readonly');
  await expect(scope.getByRole('button', { name: `Cancella ${label}`, exact: true })).toBeVisible();
  return input;
}

/** Types a street (free text: the known streets are only suggestions) and commits it on Tab. */
export async function typeStreet(scope: Page | Locator, street: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: 'Indirizzo', exact: true });
  await expect(input).toBeEnabled();
  await input.fill(street);
  await input.press('Tab');
  await expect(input).toHaveValue(street);
  await expect(input).toHaveAttribute('readonly');
}

/**
 * Opens the demo outbox (/outbox), finds the latest mail to `recipient` and clicks its link whose
 * URL contains `linkPath`: the links point to PUBLIC_ORIGIN, which the config sets to baseURL.
 */
export async function openMailedLink(page: Page, recipient: string, linkPath: string) {
  // The newest mail to `recipient` that carries such a link: an earlier mail of theirs (the
  // activation before a reset) is already there while the new one is still being queued.
  const mail = page
    .getByRole('article')
    .filter({ hasText: recipient })
    .filter({ has: page.getByRole('link', { name: linkPath }) })
    .first();
  // A mail is queued just after the reply (so the answer's time tells nothing): reload until
  // it is there.
  await expect(async () => {
    await page.goto('/outbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const link = mail.getByRole('link', { name: linkPath });
  await expect(link).toHaveCount(1);
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveAttribute('href', new RegExp(`^${escapeRegExp(origin + linkPath)}`));
  await link.click();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
