import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, logIn, shot } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';

/** Sold by every demo store; pieces. */
const CARROTS = 'Carote julienne bio 250 g';

interface OpenCart {
  id: string;
  storeDescription: string;
  deliveryMode: string;
  items: { description: string }[];
}

test('changing the service moves the lines to the new cart, repriced, and retires the old', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, testInfo, 'servizio');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);

  await page.goto('/app/cart/create');
  await page.getByRole('radio', { name: /Consegna a domicilio/ }).check();
  await page.getByRole('radio', { name: /Via Zamboni/ }).check();
  await page.getByRole('radio', { name: /Spesa Bologna Mazzini/ }).check();
  await page.getByRole('button', { name: 'Crea il carrello' }).click();
  await expect(page).toHaveURL(/\/app\/home/);

  await page.goto('/app/search?q=carote%20julienne');
  await page
    .getByRole('button', { name: `Acquista: ${CARROTS}` })
    .first()
    .click();
  await header(page)
    .getByRole('link', { name: /Carrello: 1 prodott/ })
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Home delivery from Mazzini to pickup at Bolognina, whose prices are 1 % higher.
  await page.getByRole('link', { name: 'Modifica negozio o servizio del carrello' }).click();
  await page.getByRole('combobox', { name: 'Servizio' }).selectOption('IN_STORE');
  await page
    .getByRole('combobox', { name: 'Negozio' })
    .selectOption({ label: 'Spesa Bologna Bolognina' });
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'cart-update-service');
  await page.getByRole('button', { name: 'Aggiorna' }).click();

  const dialog = page.getByRole('dialog', { name: 'Attenzione!' });
  await expect(dialog.getByText(CARROTS)).toBeVisible();
  await expect(dialog.getByText(/prima .* ora /)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'cart-update-changes');
  await dialog.getByRole('button', { name: 'Continua' }).click();

  await expect(page).toHaveURL(/\/app\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(CARROTS);

  const carts = (await (await page.request.get('/cli/ecommerce/carts/open')).json()) as {
    data: OpenCart[];
  };
  expect(
    carts.data.map((c) => [c.storeDescription, c.deliveryMode, c.items.map((i) => i.description)]),
  ).toEqual([['Spesa Bologna Bolognina', 'IN_STORE', [CARROTS]]]);
});
