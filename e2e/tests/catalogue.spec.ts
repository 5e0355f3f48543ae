import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, violationsFrom } from '../support/accessibility';
import { saveShot, SHOTS } from '../support/screenshots';

const PAGE_SIZE = 24;

function cards(page: Page) {
  return page.getByTestId('product-card');
}

function categoryNav(page: Page) {
  return page.getByRole('navigation', { name: 'Categorie di prodotti' });
}

/** Loads every lazy image, then saves the full page as <screen>-<project>.png. */
async function screenshot(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (!SHOTS) return;
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
  await saveShot(page, `${screen}-${testInfo.project.name}.png`, true);
}

/** Below 768 px the category tree is a disclosure: open it before picking. */
async function openCategoryTree(page: Page): Promise<void> {
  const toggle = categoryNav(page).getByRole('button', { name: /Categorie/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

test('category: pick a subcategory, scroll to page 2, filter offers, open a product and come back', async ({
  page,
}, testInfo) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/app/category?c=01');
  await expect(page.getByRole('heading', { level: 1, name: 'ORTOFRUTTA' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await openCategoryTree(page);
  // The listing's reply, not the brand counts' (issue 27.12) of the same shelf.
  const firstPage = page.waitForResponse(
    (response) =>
      response.url().includes('category=0101') &&
      !response.url().includes('p=1') &&
      !response.url().includes('/brands?'),
  );
  await categoryNav(page).getByRole('link', { name: 'Frutta fresca' }).click();
  await expect(page).toHaveURL(/\/app\/category\?c=0101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frutta fresca' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // Issue 27.7: the count is the shelf's, as the server counts it, not the cards loaded so far.
  const { totalElements, totalPages } = (await (await firstPage).json()) as {
    totalElements: number;
    totalPages: number;
  };
  expect(totalElements).toBeGreaterThan(PAGE_SIZE);
  expect(Math.ceil(totalElements / PAGE_SIZE)).toBe(totalPages);
  const count = page.getByText(/^\d+ prodott[oi]$/);
  await expect(count).toHaveText(`${totalElements} prodotti`);
  // Issue 27.11: no moderate axe finding on a category either (heading-order).
  expect(await violationsFrom(page, 'moderate')).toEqual([]);

  // Scrolling to the end of the grid brings in page 2 by itself.
  const secondPage = page.waitForResponse(
    (response) => response.url().includes('category=0101') && response.url().includes('p=1'),
  );
  await cards(page).last().scrollIntoViewIfNeeded();
  await secondPage;
  await expect.poll(() => cards(page).count()).toBeGreaterThan(PAGE_SIZE);
  await expect(count).toHaveText(`${totalElements} prodotti`);

  // The URL holds the filter, so the box shows ticked once the navigation has rendered.
  await page.getByRole('checkbox', { name: 'Solo offerte' }).click();
  await expect(page.getByRole('checkbox', { name: 'Solo offerte' })).toBeChecked();
  await expect(page).toHaveURL(/c=0101&promo=1$/);
  await expect.poll(() => cards(page).count()).toBeLessThanOrEqual(PAGE_SIZE);
  await expect(cards(page).first()).toContainText(/Offerta|Promo/);
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'category');

  const firstName = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/ortofrutta\/frutta-fresca\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(/^Codice EAN: \d+$/)).toBeVisible();
  await expect(page.getByText(/fino al \d{2}\/\d{2}/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Valori nutrizionali medi' })).toBeVisible();
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^(Contiene|Potrebbe contenere|Non contiene)$/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'product');

  // Keyboard: the stepper and the add button answer Enter.
  const total = page.getByTestId('product-total');
  const before = await total.textContent();
  await page.getByRole('button', { name: 'Aumenta la quantità' }).focus();
  await page.keyboard.press('Enter');
  await expect(total).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Diminuisci la quantità' }).focus();
  await page.keyboard.press('Enter');
  await expect(total).toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-popup')).toBeHidden();

  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/app\/category\?c=0101&promo=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frutta fresca' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Solo offerte' })).toBeChecked();
  await openCategoryTree(page);
  await expect(categoryNav(page).getByRole('link', { name: 'Frutta fresca' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(pageErrors).toEqual([]);
});

test('search: a typo still finds mozzarella; its allergens and the guest buy flow', async ({
  page,
}, testInfo) => {
  await page.goto('/app/search?q=mozarela');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Risultati per "mozarela"' }),
  ).toBeVisible();
  const mozzarella = cards(page)
    .filter({ hasText: /mozzarella/i })
    .first();
  await expect(mozzarella).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'search');

  // A guest's purchase is remembered and the login popup asks to log in.
  const name = (await mozzarella.getByRole('heading').textContent()) ?? '';
  await mozzarella.getByRole('button', { name: `Acquista: ${name}` }).click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.state.productToAdd).toMatchObject({ amount: 1, um: 'PZ', description: name });
  await page.keyboard.press('Escape');

  await mozzarella.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Contiene$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'latte' }).first()).toBeVisible();
});

test('product: an unknown barcode shows a friendly page', async ({ page }) => {
  await page.goto('/app/product/8000000000000');
  await expect(page.getByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sfoglia le categorie' })).toBeVisible();
});
