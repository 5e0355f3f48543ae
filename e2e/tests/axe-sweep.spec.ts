import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/accessibility';
import { header, logIn, shot } from '../support/accounts';
import { customerWithOrder, mazziniId, someProduct } from '../support/placed-order';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { data, MAZZINI, staffLogIn } from '../support/staff';

/**
 * Issue 17, done when: axe (4.14+) finds no serious or critical violation on any route, as a
 * guest, a customer and staff. The flows' own tests check their dialogs and states; this
 * walks every route of the router once per role, collects every finding (so one run names
 * them all) and shoots each screen for looking at.
 */

interface Finding {
  route: string;
  violations: string[];
}

/** Opens a route, lets its data arrive, runs axe and shoots it. */
async function sweep(page: Page, testInfo: TestInfo, route: string, findings: Finding[]) {
  if (route !== page.url().replace(/^https?:\/\/[^/]+/, '')) await page.goto(route);
  await settle(page);
  const violations = await seriousViolations(page);
  if (violations.length > 0) findings.push({ route, violations });
  const name = route.replace(/^\/app\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'landing';
  await shot(page, testInfo, `sweep-${name}`, true);
}

/** No request in flight and no spinner left: the screen shows its data, not a placeholder. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('axe: every route as a guest', async ({ page }, testInfo) => {
  // Some thirty screens, each waited for, checked and shot whole, on a loaded machine.
  test.setTimeout(600_000);
  const findings: Finding[] = [];
  await sweep(page, testInfo, '/app/', findings);
  // The shop's pages follow the store chosen on the landing page.
  await page.getByRole('radio', { name: 'Ritiro in negozio' }).check();
  await page.getByRole('combobox', { name: 'Comune o CAP' }).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await page.getByRole('group', { name: 'Scegli il negozio' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Vai al negozio' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);

  const product = await someProduct(page.request, await mazziniId(page.request));
  for (const route of [
    '/app/home',
    '/app/app',
    '/app/stores',
    '/app/category?c=01',
    '/app/category/tag?tag=Bio',
    '/app/search?q=pasta',
    `/app/product/${product.barcode}`,
    '/app/product/8000000000000',
    '/app/cart',
    '/app/cart/create',
    '/app/cart/update',
    '/app/carts',
    '/app/checkout',
    '/app/orders',
    '/app/favorites',
    '/app/smartlist',
    '/app/payments',
    '/app/profile',
    '/app/reset',
    '/app/signup',
    '/app/signup/activate?token=non-valido',
    '/app/info/offerte',
    '/app/info/termini',
    '/app/privacy',
    '/app/app/privacy',
    '/app/non-esiste',
  ])
    await sweep(page, testInfo, route, findings);
  expect(findings).toEqual([]);
});

test('axe: every route as a customer, through a whole pickup order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const findings: Finding[] = [];
  const customer = await registerCustomer(request, testInfo, 'axe');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await sweep(page, testInfo, '/app/cart/create', findings);

  // A pickup cart opened on the screen (so the app holds it), then a product through the API.
  await page.getByRole('radio', { name: /Ritiro in negozio/ }).check();
  await page.getByRole('combobox', { name: 'Comune o CAP' }).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await page.getByRole('radio', { name: new RegExp(MAZZINI) }).check();
  await page.getByRole('button', { name: 'Crea il carrello' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  const storeId = await mazziniId(page.request);
  const product = await someProduct(page.request, storeId);
  const cart = await data<{ id: string }>(await page.request.get('/cli/ecommerce/cart/current'));
  await data(
    await page.request.post('/cli/ecommerce/cart/store', {
      data: { cartId: cart.id, barcode: product.barcode, amount: 2, um: 'PZ', preview: false },
    }),
  );
  await page.goto('/app/cart');

  for (const route of [
    '/app/cart',
    '/app/home',
    `/app/product/${product.barcode}`,
    '/app/search?q=pasta',
    '/app/cart/update',
    '/app/carts',
    '/app/orders',
    '/app/favorites',
    '/app/smartlist',
    '/app/payments',
    '/app/profile',
    '/app/profile/addresses',
    '/app/profile/billing',
    '/app/profile/password',
    '/app/checkout',
  ])
    await sweep(page, testInfo, route, findings);

  // The checkout steps need the choices of the step before.
  const days = page.getByRole('group', { name: 'Giorno di consegna' });
  await days.locator('button[aria-pressed]:not([disabled])').first().click();
  await page.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/data$/);
  await sweep(page, testInfo, '/app/checkout/data', findings);
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/summary$/);
  await sweep(page, testInfo, '/app/checkout/summary', findings);
  // Issue 27.11: the lines, unfolded, are part of the summary.
  await page.getByText("Mostra l'elenco dei prodotti").click();
  await expect(page.getByRole('list', { name: 'Prodotti del carrello' })).toBeVisible();
  const linesViolations = await seriousViolations(page);
  if (linesViolations.length > 0)
    findings.push({ route: '/app/checkout/summary (lines)', violations: linesViolations });
  await shot(page, testInfo, 'sweep-checkout-summary-lines', true);
  // Issue 17.11: a pickup is paid at the store.
  await page.getByRole('radio', { name: 'Contanti al ritiro' }).check();
  await page.getByRole('radio', { name: 'No, non sostituirlo' }).check();
  await page.getByRole('button', { name: "Conferma l'ordine" }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/confirm$/);
  const confirmed = page.getByText(/Il tuo ordine n\. \d+ è stato ricevuto/);
  await expect(confirmed).toBeVisible();
  const orderCode = /n\. (\d+)/.exec((await confirmed.textContent()) ?? '')?.[1] ?? '';
  expect(orderCode).not.toBe('');
  await sweep(page, testInfo, '/app/checkout/confirm', findings);
  await expect(page).toHaveURL(/\/app\/home$/, { timeout: 10_000 });
  await sweep(page, testInfo, '/app/orders', findings);
  // Issue 30: the order just placed lists its products there.
  await sweep(page, testInfo, '/app/buy-again', findings);
  expect(findings).toEqual([]);

  // Issue 17.11: at 390 px the header showed 'Modifica' and the status badge without the
  // store's name or the order's code. Both are there, whole, at every width.
  const store = header(page).getByTestId('header-store');
  await expect(store.getByText(MAZZINI, { exact: true })).toBeVisible();
  const cut = await store.getByText(MAZZINI, { exact: true }).evaluate((name) => {
    const line = name.parentElement ?? name;
    return line.scrollWidth > line.clientWidth + 1;
  });
  expect(cut, 'the store name is cut').toBe(false);
  const latest = header(page).getByTestId('latest-order');
  const shownCode = await latest.evaluate((link) =>
    Array.from(link.querySelectorAll('span'))
      .filter((span) => span.getBoundingClientRect().width > 20)
      .map((span) => span.textContent ?? ''),
  );
  expect(shownCode.some((text) => text.includes(orderCode))).toBe(true);
  await expect(latest).toContainText('Da preparare');
});

test('axe: every staff route', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  const orderId = await placePickupOrder(request, testInfo);
  await page.goto('/app/staff');
  await sweep(page, testInfo, '/app/staff', findings);
  await staffLogIn(page);
  for (const route of [
    '/app/staff',
    `/app/staff/orders/${orderId}`,
    '/app/staff/import',
    '/app/staff/setup',
  ])
    await sweep(page, testInfo, route, findings);
  expect(findings).toEqual([]);
});

/** A customer of its own places a pickup order at Mazzini through the API: its id. */
async function placePickupOrder(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  return (await customerWithOrder(request, testInfo, 'axestaff')).orderId;
}
