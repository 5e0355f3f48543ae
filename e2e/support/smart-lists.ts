import { Buffer } from 'node:buffer';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { accountButton, header, type Customer } from './accounts';

/** Helpers of the smart-list and favourite browser tests (e2e/tests/smart-lists.spec.ts). */

export async function enableSmartLists(page: Page): Promise<void> {
  await page.route('**/cli/configuration/web', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.features.smartLists = true;
    await route.fulfill({ response, json: body });
  });
}

export function uniqueTitle(prefix: string, testInfo: TestInfo): string {
  return `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

export function cards(page: Page): Locator {
  return page.getByTestId('product-card');
}

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** In-app navigation from the account panel: a reload would forget the current list. */
export async function openFromAccount(page: Page, customer: Customer, link: string): Promise<void> {
  await accountButton(page, customer).click();
  await page
    .getByRole('dialog', { name: 'Il tuo account' })
    .getByRole('link', { name: link })
    .click();
}

export async function openCategory(page: Page, name: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Categorie' }).click();
  await page
    .getByRole('dialog', { name: 'Tutte le categorie' })
    .getByRole('link', { name })
    .click();
  await expect(cards(page).first()).toBeVisible();
}

export function currentList(page: Page): Locator {
  return main(page).getByRole('combobox', { name: 'Lista corrente' });
}

export function listActions(page: Page): Locator {
  return main(page).getByRole('group', { name: 'Azioni sulla lista' });
}

/** Names the list in the create, rename or copy dialog and confirms. */
export async function nameList(page: Page, dialogName: string, title: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: /Nome della lista/ }).fill(title);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A pickup cart in a store that offers it, opened through the API before the customer logs in
 * in the page (the same browser context, so the same cookies): the login then loads it.
 */
export async function openPickupCart(
  page: Page,
  customer: Customer,
  password: string,
): Promise<void> {
  const basic = Buffer.from(`${customer.email}:${password}`).toString('base64');
  const login = await page.request.get('/cli/profiles/login', {
    headers: { Authorization: `Basic ${basic}` },
  });
  expect(login.ok()).toBe(true);
  expect(await login.json()).toMatchObject({ responseCode: 0 });
  const stores = await page.request.get('/cli/stores/ecommerce?s=20&p=0');
  const list = (await stores.json()).data as { id: number; deliveryModes: string[] }[];
  const store = list.find((s) => s.deliveryModes.includes('IN_STORE'));
  expect(store).toBeDefined();
  const opened = await page.request.post('/cli/ecommerce/cart/open', {
    data: {
      storeId: store?.id,
      deliveryMode: 'IN_STORE',
      addressId: '',
      terminalType: 'WEB',
      terminalId: 'spesa-web',
    },
  });
  expect(opened.ok()).toBe(true);
  expect(await opened.json()).toMatchObject({ responseCode: 0 });
}
