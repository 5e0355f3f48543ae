import type { Page } from '@playwright/test';
import { demoCustomerFor, DEMO_PASSWORD, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/** Chooses the first store for pickup in Bologna on the landing page, as a shopper does. */
async function chooseStore(page: Page) {
  await page.goto('/app/');
  await page.getByRole('radio', { name: 'Ritiro in negozio' }).check();
  await page.getByRole('combobox', { name: 'Comune o CAP' }).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await page.getByRole('group', { name: 'Scegli il negozio' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Vai al negozio' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
}

/** The drawn screens' addresses, a product's among them. */
async function drawnAddresses(page: Page): Promise<string[]> {
  const stores = await page.request.get('/cli/stores/ecommerce?s=1');
  const [store] = ((await stores.json()) as { data: { id: string }[] }).data;
  const listing = await page.request.get(`/cli/ecommerce/products/${store?.id}?category=01`);
  const [product] = ((await listing.json()) as { data: { barcode: string }[] }).data;
  return [
    '/app/',
    '/app/home',
    '/app/category?c=01',
    '/app/search?q=pasta',
    `/app/product/${product?.barcode}`,
    '/app/stores',
  ];
}

/**
 * Has each address drawn and kept by the server before the browser opens it: a first drawing
 * on a busy machine can outlast what a navigation waits for (the shell goes instead), and this
 * test is about what the app does with a drawn screen.
 */
async function primeDrawings(page: Page, addresses: string[]) {
  for (const address of addresses) {
    await expect
      .poll(async () =>
        (await (await page.request.get(address)).text()).includes('data-first-paint'),
      )
      .toBe(true);
  }
}

/**
 * Opens each drawn screen and checks that the app hydrated it: the heading the server drew is
 * still the element on screen once the app has taken over (a render over the picture would
 * have made a new one), and the console has no error (React reports a hydration mismatch there).
 */
async function expectHydrated(page: Page, addresses: string[], sameHeading = true) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', /\/app\/assets\//);
    const drawnHeading = await page.evaluate(
      () => (window as { drawnHeading?: Element | null }).drawnHeading?.textContent ?? null,
    );
    expect(drawnHeading, `${address}: a drawn heading`).toBeTruthy();
    const hydrated = await page.evaluate(
      () =>
        (window as { drawnHeading?: Element | null }).drawnHeading ===
        document.querySelector('#root h1'),
    );
    expect(errors).toEqual([]);
    if (sameHeading) expect(hydrated, `${address}: the drawn heading is the app's`).toBe(true);
  }
}

test('the app hydrates the drawn screens without a mismatch for a guest, and takes them over for a customer', async ({
  page,
}, testInfo) => {
  await chooseStore(page);
  // Kept as the page is parsed, before the app's first script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading =
        document.querySelector('#root h1');
    });
  });
  const addresses = await drawnAddresses(page);
  await primeDrawings(page, addresses);
  await expectHydrated(page, addresses);
  // A customer's screen differs from the guest's the server drew (the header names them, the
  // latest order): their app renders its own screen over the drawing, without an error either.
  const customer = demoCustomerFor(testInfo);
  await logIn(page, customer, DEMO_PASSWORD);
  await expectHydrated(page, addresses, false);
  await expect(page.getByRole('banner')).toContainText(customer.initials);
});
