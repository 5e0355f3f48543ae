import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { logIn, shot } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { mazziniId } from '../support/placed-order';
import { data, withSavedPayments } from '../support/staff';

/**
 * Online card payments (issue 6) against the real server and its sandbox acquirer: link a test
 * card on the boarding page in a new tab, pay an order online, see the pre-authorised amount,
 * remove the card. One demo customer per project, so desktop and mobile never meet; the order
 * is aborted at the end, giving its slot place and the card's hold back.
 */

/** The few fields of the API's answers this test reads. */
interface Cart {
  id: string;
  netTotal: number;
  minNetTotal: number;
  totalToPay: number;
}
interface Product {
  barcode: string;
  um: string;
  available: boolean;
  maxAmount: number;
}
interface Order {
  id: string;
  code: number;
  paymentMode: string;
  onlinePayment?: { status: string };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Every request leaving loopback is refused and remembered: the test expects none. */
async function keepToLoopback(context: BrowserContext): Promise<URL[]> {
  const outside: URL[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol.startsWith('http') && !LOOPBACK.has(url.hostname)) {
      outside.push(url);
      return route.abort();
    }
    return route.fallback();
  });
  return outside;
}

/** A pickup cart at Spesa Bologna Mazzini over its minimum, through the API: answers it. */
async function pickupCart(request: APIRequestContext): Promise<Cart> {
  const storeId = await mazziniId(request);
  let { cart } = await data<{ cart: Cart }>(
    await request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'e2e-payments',
      },
    }),
  );
  const featured = await data<Product[]>(
    await request.get(`/cli/ecommerce/products/${storeId}/featured`),
  );
  for (const product of featured.filter((p) => p.um === 'PZ' && p.available)) {
    if (cart.netTotal >= Math.max(cart.minNetTotal, 25)) break;
    const added = await data<{ cart: Cart }>(
      await request.post('/cli/ecommerce/cart/store', {
        data: {
          cartId: cart.id,
          barcode: product.barcode,
          amount: Math.min(3, product.maxAmount),
          um: 'PZ',
          preview: false,
        },
      }),
    );
    cart = added.cart;
  }
  return cart;
}

/** Spec 9: the total plus 10 %, rounded up to the cent, as the page writes euros. */
function preauthorisedText(totalToPay: number): string {
  const cents = Math.ceil((Math.round(totalToPay * 100) * 110) / 100);
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

async function linkCardInNewTab(page: Page, context: BrowserContext, testInfo: TestInfo) {
  const main = page.getByRole('main');
  const [boarding] = await Promise.all([
    context.waitForEvent('page'),
    main.getByRole('link', { name: 'Collega una carta (si apre in una nuova scheda)' }).click(),
  ]);
  await expect(
    boarding.getByRole('heading', { level: 1, name: 'Collega la tua carta a Spesa' }),
  ).toBeVisible();
  await expect(boarding).toHaveURL(/\/cli\/pay\/sandbox\/boarding\/brd_/);
  await expectNoSeriousViolations(boarding);
  await shot(boarding, testInfo, 'payments-boarding', true);

  // A mistyped number is caught on the page (Luhn), which stays open for another try.
  await boarding.getByLabel('Numero della carta').fill('4242 4242 4242 4241');
  await boarding.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await boarding.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await boarding.getByRole('button', { name: 'Collega la carta' }).click();
  await expect(boarding.getByText('Numero di carta non valido: controlla le cifre')).toBeVisible();
  await expect(boarding.getByLabel('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(boarding);
  await shot(boarding, testInfo, 'payments-boarding-error', true);

  await boarding.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await boarding.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await boarding.getByRole('button', { name: 'Collega la carta' }).click();
  await expect(boarding).toHaveURL(/\/app\/payments\?card=linked$/);
  await expect(
    boarding.getByText('Carta collegata correttamente.', { exact: false }),
  ).toBeVisible();
  await boarding.close();
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('links a card in a new tab, pays an order online, removes the card', async ({
  page,
  context,
  request,
}, testInfo) => {
  const outside = await keepToLoopback(context);
  await withSavedPayments(context);
  // A customer of its own: the demo customers stay without cards and orders for other tests.
  const customer = await registerCustomer(request, testInfo, 'pagamenti');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  const main = page.getByRole('main');

  // Not linked: the page offers the acquirer's boarding page.
  await page.goto('/app/payments');
  await expect(main.getByRole('heading', { level: 1, name: 'Pagamenti' })).toBeVisible();
  await expect(main.getByText('Nessuna carta collegata')).toBeVisible();
  await expectNoSeriousViolations(page);

  await linkCardInNewTab(page, context, testInfo);
  // Back in the shop's tab, the page reads the card again. Headless Chromium keeps every tab
  // 'visible' and sends no focus on bringToFront, so the return is signalled as a browser would.
  await page.bringToFront();
  await expect(main.getByText('Nessuna carta collegata')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(main.getByText('Carta collegata', { exact: true })).toBeVisible();
  await expect(main.getByText('Visa')).toBeVisible();
  await expect(main.getByLabel('Carta che termina con 4242')).toHaveText('•••• 4242');
  await expect(main.getByText('12/2034')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'payments', true);

  // An order paid with the online card.
  const cart = await pickupCart(page.request);
  await page.goto('/app/checkout');
  const days = main.getByRole('group', { name: 'Giorno di consegna' });
  await days.locator('button[aria-pressed]:not([disabled])').first().click();
  await main.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().check();
  await main.getByRole('button', { name: 'Prosegui' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' })).toBeVisible();
  await main.getByRole('button', { name: 'Prosegui' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: "Riepilogo dell'ordine" }),
  ).toBeVisible();
  const online = main.getByRole('radio', { name: 'Carta online' });
  await expect(online).toHaveAccessibleDescription(
    new RegExp(`preautorizziamo sulla carta collegata ${preauthorisedText(cart.totalToPay)}`),
  );
  await online.check();
  await main.getByRole('radio', { name: 'No, non sostituirlo' }).check();
  await shot(page, testInfo, 'payments-checkout', true);
  await main.getByRole('button', { name: "Conferma l'ordine" }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Ordine confermato' })).toBeVisible();

  // The order's detail shows the pre-authorised amount.
  const [latest] = await data<Order[]>(await page.request.get('/cli/ecommerce/orders?s=1&p=0'));
  expect(latest?.paymentMode).toBe('ONLINE_CARD');
  await page.goto('/app/orders');
  const detail = main.getByRole('region', { name: `Dettaglio ordine n. ${latest!.code}` });
  await expect(detail.getByText('Carta online')).toBeVisible();
  await expect(detail.getByText('Importo preautorizzato')).toBeVisible();
  await expect(detail.getByText(preauthorisedText(cart.totalToPay))).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'payments-order', true);

  // Removing the card: confirmed, then 'not linked' again.
  await page.goto('/app/payments');
  await main.getByRole('button', { name: 'Rimuovi la carta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rimuovere la carta?' });
  await expectNoSeriousViolations(page, ['[role="dialog"]']);
  await confirm.getByRole('button', { name: 'Rimuovi', exact: true }).click();
  await expect(main.getByText('Nessuna carta collegata')).toBeVisible();

  // Leave the demo customer as found: the order aborted, its hold released.
  const abort = await page.request.post('/cli/ecommerce/cart/abort', {
    data: { orderId: latest!.id },
  });
  expect(abort.ok()).toBe(true);
  expect(await abort.json()).toMatchObject({ responseCode: 0 });
  const aborted = await data<Order>(
    await page.request.get(`/cli/ecommerce/orders/${latest!.id}/fetch`),
  );
  expect(aborted.onlinePayment?.status).toBe('RELEASED');
  expect(outside.map(String)).toEqual([]);
});
