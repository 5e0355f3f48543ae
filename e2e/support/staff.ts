import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { withPlainShell } from './plain-shell';
import { data } from './api-data';
import { logInApi, placeCashOrder } from './api-order';
import { registerCustomer } from './new-customer';
import { DEMO_PASSWORD } from './accounts';
import { saveShot } from './screenshots';

/** The seeded operator of every demo store (README). */
export const OPERATOR_EMAIL = 'operatore@spesa.it';
export const MAZZINI = 'Spesa Bologna Mazzini';
/** The seeded administrator (README): the longer staff menu. */
export const ADMIN_EMAIL = 'admin@spesa.it';

/** The few fields of the API's answers these tests read. */
export interface ApiProduct {
  barcode: string;
  description: string;
  um: 'KG' | 'PZ';
  umStep: number;
  available: boolean;
  maxAmount: number;
}
interface ApiCart {
  id: number;
  totalToPay: number;
}
export interface CartLine {
  description: string;
  um: 'KG' | 'PZ';
  amount: number;
}

export { data };

/**
 * The e2e server runs with the flag off: this browser sees saved payments on, whether the
 * app asks for the configuration itself (a drawn first screen carries its own: plain-shell.ts).
 */
export async function withSavedPayments(context: BrowserContext) {
  await context.route('**/cli/configuration/web', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { features: Record<string, boolean> } };
    body.data.features.savedPayments = true;
    await route.fulfill({ response, json: body });
  });
  await withPlainShell(context);
}

/** Links the sandbox's test Visa on its boarding page, opened in a new tab from /payments. */
export async function linkTestCard(page: Page, context: BrowserContext) {
  await page.goto('/app/payments');
  const [boarding] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('main')
      .getByRole('link', { name: 'Collega una carta (si apre in una nuova scheda)' })
      .click(),
  ]);
  await boarding.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await boarding.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await boarding.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await boarding.getByRole('button', { name: 'Collega la carta' }).click();
  await expect(boarding).toHaveURL(/\/app\/payments\?card=linked$/);
  await boarding.close();
}

async function storeId(request: APIRequestContext): Promise<number> {
  const stores = await data<{ id: number; name: string }[]>(
    await request.get('/cli/stores/ecommerce?q=Mazzini&s=5&p=0'),
  );
  const store = stores.find((s) => s.name === MAZZINI);
  if (!store) throw new Error(`no ${MAZZINI} in the demo shop`);
  return store.id;
}

async function search(request: APIRequestContext, store: number, q: string) {
  return data<ApiProduct[]>(
    await request.get(`/cli/ecommerce/products/${store}?q=${encodeURIComponent(q)}&s=24&p=0`),
  );
}

/**
 * A pickup cart at Spesa Bologna Mazzini through the API: two weighed products of 1 kg each
 * and two packs by the piece. Answers the lines as the picking list will show them.
 */
export async function weighedPickupCart(
  request: APIRequestContext,
): Promise<{ cart: ApiCart; lines: CartLine[] }> {
  const store = await storeId(request);
  let { cart } = await data<{ cart: ApiCart }>(
    await request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId: store,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'e2e-staff',
      },
    }),
  );
  // One product per search, with a description of its own: lines are found by their name.
  const weighed: ApiProduct[] = [];
  for (const q of ['melanzane', 'zucchine', 'pomodori', 'mele', 'banane', 'patate']) {
    if (weighed.length === 2) break;
    const found = (await search(request, store, q)).find(
      (p) =>
        p.um === 'KG' &&
        p.available &&
        p.maxAmount >= 1 &&
        !weighed.some((w) => w.description === p.description),
    );
    if (found) weighed.push(found);
  }
  const featured = await data<ApiProduct[]>(
    await request.get(`/cli/ecommerce/products/${store}/featured`),
  );
  const pieces = featured.filter(
    (p, i) =>
      p.um === 'PZ' &&
      p.available &&
      p.maxAmount >= 2 &&
      featured.findIndex((o) => o.description === p.description) === i,
  );
  const chosen = [...weighed, ...pieces.slice(0, 2)];
  expect(chosen.map((p) => p.um)).toEqual(['KG', 'KG', 'PZ', 'PZ']);
  const lines: CartLine[] = [];
  for (const product of chosen) {
    const amount = product.um === 'KG' ? { weight: 1 } : { amount: 2 };
    const added = await data<{ cart: ApiCart }>(
      await request.post('/cli/ecommerce/cart/store', {
        data: {
          cartId: cart.id,
          barcode: product.barcode,
          um: product.um,
          preview: false,
          ...amount,
        },
      }),
    );
    cart = added.cart;
    lines.push({
      description: product.description,
      um: product.um,
      amount: product.um === 'KG' ? 1 : 2,
    });
  }
  return { cart, lines };
}

/** A pickup order of the weighed cart's lines (replacements allowed), as the staff screens get it. */
export interface PlacedOrder {
  id: string;
  code: number;
  deliveryDate: string;
  lines: CartLine[];
}

/**
 * A new customer of their own (`prefix`), logged in on `request`, places a pickup order of
 * `weighedPickupCart`'s lines in the first free slot, cash at pickup, replacements accepted.
 */
export async function weighedPickupOrder(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
): Promise<PlacedOrder> {
  const customer = await registerCustomer(request, testInfo, prefix);
  await logInApi(request, customer);
  const { cart, lines } = await weighedPickupCart(request);
  const placed = await placeCashOrder(request, customer, cart.id, {
    enableProductsReplacement: true,
  });
  const order = await data<{ code: number; deliveryDate: string }>(
    await request.get(`/cli/ecommerce/orders/${placed.id}/fetch`),
  );
  return { id: placed.id, code: order.code, deliveryDate: order.deliveryDate, lines };
}

/** Logs the operator in on the staff area's own login screen. */
export async function staffLogIn(page: Page, email = OPERATOR_EMAIL) {
  await page.goto('/app/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso staff' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('navigation', { name: 'Area staff' })).toBeVisible();
}

/**
 * The staff screens at the desk (1280 px) and on the tablet in the aisle (768 px): each width
 * checked for sideways scrolling and shot whole as `staff-<name>-<width>-<project>.png`.
 */
export async function staffShots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveShot(page, `staff-${name}-${width}-${testInfo.project.name}.png`, true);
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}
