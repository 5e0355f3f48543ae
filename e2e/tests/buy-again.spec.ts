import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { layoutShift } from '../support/layout-shift';
import { logInApi, placeCashOrder } from '../support/api-order';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, logIn, shot, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { mazziniId, openFilledCart, someProduct } from '../support/placed-order';
import { data, type ApiProduct } from '../support/staff';

/**
 * Issue 30, 'Compra di nuovo': a customer with a past order at Mazzini (carrots, and a product
 * another pickup store has run out of) and a current cart at that other store sees the order's
 * products on home's strip and on /buy-again, priced and stocked as that store sells them, adds
 * the carrots in one tap, then adds the whole order from its detail and reads which product
 * stayed out.
 */

interface Store {
  id: string;
  name: string;
}

/** A pickup store near Bologna other than Mazzini. */
async function otherPickupStore(request: APIRequestContext, mazzini: string): Promise<Store> {
  const stores = await data<Store[]>(
    await request.get('/cli/stores/ecommerce/delivery?delivery=IN_STORE&zipCode=40121'),
  );
  const other = stores.find((s) => s.id !== mazzini);
  if (!other) throw new Error('no second pickup store');
  return other;
}

/** A product out of stock at `store` (2% of a shelf) that Mazzini has. */
async function outOfStockThere(
  request: APIRequestContext,
  store: string,
  mazzini: string,
): Promise<ApiProduct> {
  for (let p = 0; p < 40; p++) {
    const page = await data<ApiProduct[]>(
      await request.get(`/cli/ecommerce/products/${store}?p=${p}`),
    );
    for (const product of page.filter((x) => !x.available && x.um === 'PZ')) {
      const res = await request.get(
        `/cli/ecommerce/products/barcode/${product.barcode}?store=${mazzini}`,
      );
      const body = (await res.json()) as { responseCode: number; data: ApiProduct | null };
      if (body.responseCode === 0 && body.data?.available) return product;
    }
  }
  throw new Error('no product out of stock in the other store only');
}

async function chooseStoreOnLanding(page: Page) {
  await page.goto('/app/');
  await page.getByRole('radio', { name: 'Ritiro in negozio' }).check();
  await page.getByRole('combobox', { name: 'Comune o CAP' }).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await page.getByRole('group', { name: 'Scegli il negozio' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Vai al negozio' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
}

test('buy again: the strip, the page, one tap, and the whole order with what stayed out', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const request = page.request;
  const mazzini = await mazziniId(request);
  const other = await otherPickupStore(request, mazzini);
  const missing = await outOfStockThere(request, other.id, mazzini);
  const carrots = await someProduct(request, mazzini);
  const carrotName = (carrots as ApiProduct).description;

  // The customer and their past order at Mazzini: two packs of carrots and the missing product.
  const customer = await registerCustomer(request, testInfo, 'buyagain');
  await logInApi(request, customer);
  const orderCart = await openFilledCart(request, 'e2e-buyagain');
  await data(
    await request.post('/cli/ecommerce/cart/store', {
      data: { cartId: orderCart, barcode: missing.barcode, amount: 1, um: 'PZ', preview: false },
    }),
  );
  const order = await placeCashOrder(request, customer, orderCart);
  // The current cart: an empty pickup cart at the other store.
  await data(
    await request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId: other.id,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'e2e-buyagain',
      },
    }),
  );

  await chooseStoreOnLanding(page);
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await expect(header(page).getByText(other.name)).toBeVisible();

  // Home: the strip with the order's products, and its link to the page.
  const strip = page.getByRole('region', { name: 'Compra di nuovo' });
  await expect(strip.getByRole('heading', { name: carrotName })).toBeVisible();
  // It arrives after the page is drawn, below the featured products: on a fresh load (no input
  // to excuse a shift) nothing moved for it.
  await page.reload();
  await expect(strip.getByRole('heading', { name: carrotName })).toBeVisible();
  expect(await layoutShift(page), 'layout shift on home').toBe(0);
  await strip.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'buy-again-home-strip');
  await strip.getByRole('link', { name: 'Vedi tutti' }).click();
  await expect(page).toHaveURL(/\/app\/buy-again$/);

  // The page: the carrots add the last quantity (2) in one tap; the missing product is shown
  // out of stock in the cart's store.
  await expect(page.getByRole('heading', { level: 1, name: 'Compra di nuovo' })).toBeVisible();
  const missingCard = page.getByTestId('product-card').filter({ hasText: missing.description });
  await expect(missingCard.getByText('Non disponibile')).toBeVisible();
  const count = header(page).getByTestId('header-cart-count');
  await expect(count).toHaveText('0');
  await page.waitForLoadState('networkidle');
  await shot(page, testInfo, 'buy-again-page', true);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Aggiungi 2 pz: ${carrotName}` }).click();
  await expect(toast(page, `Hai 2 pz ${carrotName} nel carrello`)).toBeVisible();
  await expect(count).toHaveText('2');

  // The order's detail: everything into the current cart, and what stayed out.
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { name: new RegExp(String(order.code)) })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  const report = page.getByTestId('add-order-report');
  await expect(report.getByText(`${missing.description}: non disponibile`)).toBeVisible();
  await expect(report.getByText('1 prodotto aggiunto al carrello')).toBeVisible();
  await expect(count).toHaveText('4');
  await shot(page, testInfo, 'buy-again-order-add-all', true);
  await expectNoSeriousViolations(page);
});
