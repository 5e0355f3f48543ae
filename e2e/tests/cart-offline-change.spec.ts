import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { violationsFrom } from '../support/accessibility';
import { logIn, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { openFilledCart } from '../support/placed-order';
import { saveShot } from '../support/screenshots';

/** A new customer, logged in, on /cart with two packs of carrots. */
async function cartWithCarrots(page: Page, testInfo: TestInfo, prefix: string) {
  const customer = await registerCustomer(page.request, testInfo, prefix);
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await openFilledCart(page.request, `e2e-${prefix}`);
  await page.goto('/app/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const stepper = line.getByRole('group', { name: /^Quantità di / });
  await expect(stepper.getByTestId('quantity')).toHaveText('2');
  return { line, stepper, total: line.getByTestId('row-total') };
}

// Issue 27.9: offline, a quantity change is shown as waiting, and settled by the server after.
test('offline, a quantity change says it waits for the connection; back online the server saves it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { line, stepper, total } = await cartWithCarrots(page, testInfo, 'offlinecart');
  const before = await total.textContent();

  await context.setOffline(true);
  await stepper.getByRole('button', { name: 'Aumenta la quantità' }).click();
  const waiting = line.getByRole('status').filter({ hasText: 'In attesa di connessione' });
  await expect(waiting).toBeVisible({ timeout: 2_000 });
  await expect(stepper.getByTestId('quantity')).toHaveText('3');
  await expect(total).toHaveText(before!);
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `cart-offline-waiting-${testInfo.project.name}.png`);

  const saved = page.waitForResponse((r) => r.url().endsWith('/cli/ecommerce/cart/store'));
  await context.setOffline(false);
  await saved;
  await expect(waiting).toBeHidden();
  await expect(stepper.getByTestId('quantity')).toHaveText('3');
  await expect(total).not.toHaveText(before!);
  // The server has the 3 packs: a reload shows them.
  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('quantity')).toHaveText('3');
});

test("a change queued offline and refused once online: the spec's toast and the server's cart", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { line, stepper, total } = await cartWithCarrots(page, testInfo, 'offlinerefused');
  const before = await total.textContent();

  await context.setOffline(true);
  await stepper.getByRole('button', { name: 'Aumenta la quantità' }).click();
  await expect(line.getByText('In attesa di connessione')).toBeVisible({ timeout: 2_000 });
  // Meanwhile the store has capped the product: the server refuses the queued change (4034).
  await page.route('**/cli/ecommerce/cart/store', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        responseCode: 4034,
        message: 'Massima quantità acquistabile raggiunta',
        errorMessage: 'Massima quantità acquistabile raggiunta',
        data: null,
      }),
    }),
  );
  await context.setOffline(false);
  await expect(toast(page, 'Limite massimo acquistabile raggiunto')).toBeVisible();
  await expect(line.getByText('In attesa di connessione')).toBeHidden();
  await expect(stepper.getByTestId('quantity')).toHaveText('2');
  await expect(total).toHaveText(before!);
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `cart-offline-refused-${testInfo.project.name}.png`);
});
