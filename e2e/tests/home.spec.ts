import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
const italianPrice = /^\d+,\d{2} €$/;
const englishPrice = /^€\d+\.\d{2}$/;

function productCards(page: Page) {
  return page.getByTestId('product-card');
}

/** Card prices in grid order: a fingerprint of what the grid currently shows. */
async function cardPrices(page: Page): Promise<string[]> {
  return productCards(page).getByTestId('product-price').allTextContents();
}

function productGrid(page: Page) {
  return page.getByRole('list').filter({ has: productCards(page) });
}

/** Waits for a settled grid of at least six cards whose prices all match the pattern. */
async function expectPricesMatch(page: Page, pattern: RegExp): Promise<void> {
  await expect(productGrid(page)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => productCards(page).count()).toBeGreaterThanOrEqual(6);
  for (const price of await cardPrices(page)) expect(price.trim()).toMatch(pattern);
}

/** How many cards share the first row: the grid's column count. */
async function columnCount(page: Page): Promise<number> {
  const boxes = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getBoundingClientRect().top),
  );
  return boxes.filter((top) => Math.abs(top - (boxes[0] ?? 0)) < 1).length;
}

/** Card images load lazily: scroll through the page so the full-page shot has them all. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)))
    .toBe(true);
}

test('home: pick a store, browse its featured products, switch language', async ({
  page,
}, testInfo) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/app/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prodotti in evidenza' })).toBeVisible();

  await expectPricesMatch(page, italianPrice);
  // Two columns on a phone, four to six on a desktop.
  const allowedColumns = testInfo.project.name === 'mobile' ? [2] : [4, 5, 6];
  expect(allowedColumns).toContain(await columnCount(page));
  for (const card of (await productCards(page).all()).slice(0, 6)) {
    await expect(card.getByRole('heading')).not.toBeEmpty();
  }

  // The first store is chosen by default; switching to the second reloads the grid.
  const storeSelect = page.getByLabel('Punto vendita');
  const options = storeSelect.locator('option');
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  await expect(storeSelect).toHaveValue((await options.nth(0).getAttribute('value')) ?? '');
  const before = await cardPrices(page);
  const secondStore = (await options.nth(1).getAttribute('value')) ?? '';
  const featuredOfSecond = page.waitForResponse(
    (response) =>
      response.url().includes(`/cli/ecommerce/products/${secondStore}/featured`) && response.ok(),
  );
  await storeSelect.selectOption(secondStore);
  await featuredOfSecond;
  await expect(productGrid(page)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => cardPrices(page)).not.toEqual(before);
  await expectPricesMatch(page, italianPrice);

  // The choice survives a reload (persisted under 'user').
  await page.reload();
  await expect(page.getByLabel('Punto vendita')).toHaveValue(secondStore);
  await expectPricesMatch(page, italianPrice);

  // English: labels and price format follow the language.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectPricesMatch(page, englishPrice);

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'Prodotti in evidenza' })).toBeVisible();
  await loadLazyImages(page);
  await page.screenshot({
    path: path.join(screenshotDir, `home-${testInfo.project.name}.png`),
    fullPage: true,
  });

  expect(pageErrors).toEqual([]);
});
