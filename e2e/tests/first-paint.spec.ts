import { type Browser, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';

/** A browser that runs no script: what it shows is what the server drew. */
async function withoutScripts(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  return { context, page: await context.newPage() };
}

test('the server draws the first screen with its data, for the store the shopper chose, and the app takes over', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // Landing, mode and store chosen in the app: the choice goes into the store cookie too.
  await page.goto('/app/');
  await page.getByRole('radio', { name: 'Ritiro in negozio' }).check();
  await page.getByRole('combobox', { name: 'Comune o CAP' }).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  const store = page.getByRole('group', { name: 'Scegli il negozio' }).getByRole('radio').first();
  await store.check();
  const storeName = await store.evaluate(
    (radio) =>
      document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
  await page.getByRole('button', { name: 'Vai al negozio' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'spesa_store');
  expect(cookie, 'the store cookie').toBeDefined();

  // Without scripts, the drawn pages: home for that store, a category with its products.
  const bare = await withoutScripts(browser, testInfo);
  await bare.context.addCookies([{ ...(cookie as NonNullable<typeof cookie>) }]);
  await bare.page.goto('/app/home');
  await expect(bare.page.locator('html')).toHaveAttribute('data-first-paint', /\/app\/assets\//);
  await expect(bare.page.locator('[data-drawn-screen]')).toHaveAttribute('inert', '');
  await expect(bare.page.locator('h1')).toHaveText(`La tua spesa da ${storeName.trim()}`);
  await expect(bare.page.locator('h1 + p')).toHaveText('Ritiro in negozio');
  await bare.page.goto('/app/category?c=01');
  await expect(bare.page.locator('h1')).toHaveText('ORTOFRUTTA');
  const drawnCards = bare.page.getByTestId('product-card');
  await expect(drawnCards.first()).toBeVisible();
  expect(await drawnCards.count()).toBeGreaterThanOrEqual(6);
  for (const price of await drawnCards.getByTestId('product-price').allTextContents())
    expect(price.trim()).toMatch(/^\d+,\d{2} €$/);
  const firstName = (await drawnCards.first().getByRole('heading').textContent())?.trim();
  await bare.context.close();

  // With scripts, the app hydrates the drawn screen (the fixture waits for it), with the same
  // products, and is usable: a filter ticks and narrows the listing.
  await page.goto('/app/category?c=01');
  await expect(page.locator('[data-drawn-screen]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', /\/app\/assets\//);
  // The page links no module; the first script preloaded every module it names, all at once.
  const preloads = await page.evaluate(() => ({
    named: document.documentElement.dataset.firstPaintModules?.split(' ') ?? [],
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(preloads.named.length).toBeGreaterThan(3);
  expect(preloads.named.filter((file) => !preloads.linked.includes(file))).toEqual([]);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(
    firstName ?? '',
  );
  await page.getByRole('checkbox', { name: 'Solo offerte' }).check();
  await expect(page).toHaveURL(/promo=1/);
  await expect(page.getByTestId('product-card').first()).toContainText(/Offerta|Promo/);
  await expectNoSeriousViolations(page);
});

test('a drawn product page carries the product, and a page the server does not draw is the plain shell', async ({
  browser,
}, testInfo) => {
  const bare = await withoutScripts(browser, testInfo);
  const stores = await bare.page.request.get('/cli/stores/ecommerce?s=1');
  const [store] = ((await stores.json()) as { data: { id: string }[] }).data;
  const listing = await bare.page.request.get(`/cli/ecommerce/products/${store?.id}?category=01`);
  const [product] = ((await listing.json()) as { data: { barcode: string; description: string }[] })
    .data;
  expect(product).toBeDefined();
  await bare.page.goto(`/app/product/${product?.barcode}`);
  await expect(bare.page.locator('h1')).toContainText(product?.description ?? '');
  await bare.page.goto('/app/cart');
  await expect(bare.page.locator('#root')).toBeEmpty();
  await expect(bare.page.locator('html')).not.toHaveAttribute('data-first-paint', /./);
  await bare.context.close();
});
