import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { violationsFrom } from '../support/accessibility';
import { logIn } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { openFilledCart } from '../support/placed-order';
import { saveShot } from '../support/screenshots';

const cards = (page: Page) => page.getByTestId('product-card');

/** The card prices in euro, as the cards show them ('1,29 €'). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('product-price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

// Issue 27.12: sort by price, unit price or name and keep one brand; the server does both.
test('search: sort by price and keep one brand; a reload keeps both', async ({
  page,
}, testInfo) => {
  await page.goto('/app/search?q=latte');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Risultati per "latte"' }),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  const sort = page.getByRole('combobox', { name: 'Ordina per' });
  await expect(sort).toHaveValue('');
  const sorted = page.waitForResponse((r) => r.url().includes('sort=price'));
  await sort.selectOption({ label: 'Prezzo: dal più basso' });
  await sorted;
  await expect(page).toHaveURL(/order=price-asc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
    })
    .toBe(true);

  const brand = page.getByRole('combobox', { name: 'Marca' });
  const options = await brand.locator('option').allTextContents();
  expect(options[0]).toBe('Tutte le marche');
  const [name, count] = /^(.*) \((\d+)\)$/.exec(options[1]!)!.slice(1) as [string, string];
  await brand.selectOption({ label: options[1]! });
  await expect(page).toHaveURL(/brandName=/);
  await expect(page.getByRole('heading', { level: 2, name: /prodott[oi]$/ })).toHaveText(
    `${count} ${count === '1' ? 'prodotto' : 'prodotti'}`,
  );
  await expect
    .poll(async () => {
      const texts = await cards(page).allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(name));
    })
    .toBe(true);
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `listing-order-search-${testInfo.project.name}.png`);

  await page.reload();
  await expect(sort).toHaveValue('price-asc');
  await expect(brand).toHaveValue(name);
  await expect(page.getByRole('heading', { level: 2, name: /prodott[oi]$/ })).toHaveText(
    new RegExp(`^${count} `),
  );
});

test('category: sort by name from Z, a shelf of its own brands', async ({ page }, testInfo) => {
  await page.goto('/app/category?c=01');
  await expect(page.getByRole('heading', { level: 1, name: 'ORTOFRUTTA' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('name-desc');
  await expect(page).toHaveURL(/c=01.*order=name-desc|order=name-desc.*c=01/);
  await expect
    .poll(async () => {
      const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
      return names.length > 1 && names.every((n, i) => i === 0 || n <= names[i - 1]!);
    })
    .toBe(true);
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `listing-order-category-${testInfo.project.name}.png`);

  // In English the selects speak English and keep the choice.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('name-desc');
  await expect(sortBy.locator('option:checked')).toHaveText('Name: Z to A');
  await expect(page.getByRole('combobox', { name: 'Brand' }).locator('option:checked')).toHaveText(
    'All brands',
  );
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `listing-order-category-en-${testInfo.project.name}.png`);
});

// Issue 27.12: once in the cart, the card holds − qty + in place of the buy button.
test('a product in the cart has a quantity stepper on its card', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(page.request, testInfo, 'passocard');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  // The browser shares the session with page.request: a cart with two packs of carrots.
  await openFilledCart(page.request, 'e2e-card-stepper');
  await page.goto('/app/search?q=carote');
  const stepper = page.getByRole('group', { name: /^Quantità di .* nel carrello$/ }).first();
  await expect(stepper.getByTestId('quantity')).toHaveText('2');
  const card = cards(page).filter({ has: stepper });
  await expect(card.getByRole('button', { name: /^(Acquista|NEL CARRELLO)/ })).toHaveCount(0);

  await stepper.getByRole('button', { name: 'Aumenta la quantità' }).click();
  await expect(page.getByText(/^Hai 3 pz .* nel carrello$/)).toBeVisible();
  await expect(stepper.getByTestId('quantity')).toHaveText('3');
  await stepper.getByRole('button', { name: 'Diminuisci la quantità' }).click();
  await expect(page.getByText(/^Hai 2 pz .* nel carrello$/)).toBeVisible();
  await expect(stepper.getByTestId('quantity')).toHaveText('2');
  // The settled screen: the first notice fades out as the second comes (mid-fade, its colours
  // are a blend that axe would read as low contrast).
  await expect(page.getByText(/^Hai 3 pz .* nel carrello$/)).toHaveCount(0);
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(card, `card-stepper-${testInfo.project.name}.png`);
});
