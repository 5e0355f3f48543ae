import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { placeCashOrder } from '../support/api-order';
import { expectNoSeriousViolations } from '../support/accessibility';
import { logIn, shot, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { outboxMail } from '../support/order-mails';
import { mazziniId, someProduct } from '../support/placed-order';
import { data, staffLogIn } from '../support/staff';
import { findSubstitutionCase } from '../support/substitutions';

/**
 * Issue 30 end to end: a shopper sets per-line substitution preferences in the cart (a named
 * product for one line, none for the other); the operator sees them first, is refused a
 * substitute that adds an allergen, gives the named one; at pickup the shopper refuses it, and
 * the order detail shows the substitution, not charged.
 */

interface ShopOrder {
  id: string;
  code: number;
  totalToPay: number;
  totals: { ordered: number; prepared: number | null; purchase: number | null };
  cart: { items: { barcode: string; rowNetPrice: number }[] };
  preparedCartItems: {
    barcode: string;
    rowNetPrice: number;
    substitutedFor?: { barcode: string; refused: boolean } | null;
  }[];
}

function pickingLine(page: Page, description: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: description, exact: true }) });
}

/** Each width: no sideways scrolling, no serious axe violation, a screenshot. */
async function checkWidths(page: Page, name: string, testInfo: Parameters<typeof shot>[1]) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, `substitutions-${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('per-line substitution choices are kept by the picking, which refuses an allergen; a refused substitute is not charged', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const customer = await registerCustomer(request, testInfo, 'subst');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  const storeId = await mazziniId(page.request);
  const { cart } = await data<{ cart: { id: string } }>(
    await page.request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: `e2e-subst-${testInfo.project.name}`,
      },
    }),
  );
  const found = await findSubstitutionCase(page.request, storeId, cart.id);
  const carrots = await someProduct(page.request, storeId);
  await data(
    await page.request.post('/cli/ecommerce/cart/store', {
      data: { cartId: cart.id, barcode: carrots.barcode, amount: 2, um: 'PZ', preview: false },
    }),
  );
  const carrotsName = (
    await data<{ description: string }>(
      await page.request.get(`/cli/ecommerce/products/barcode/${carrots.barcode}?store=${storeId}`),
    )
  ).description;

  await test.step('the shopper names a substitute for one line and none for the other', async () => {
    await page.goto('/app/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: found.ordered.description });
    const choice = line.getByLabel('Se manca:');
    await choice.focus();
    await expect(choice.locator('option', { hasText: found.allowed.description })).toHaveCount(1);
    await choice.selectOption({ label: found.allowed.description });
    await expect(choice).toHaveValue(`PRODUCT:${found.allowed.barcode}`);
    await expect(choice).toBeEnabled();
    // The allergenic neighbour is never suggested.
    await expect(choice.locator('option', { hasText: found.allergenic.description })).toHaveCount(
      0,
    );
    const other = page.getByTestId('cart-line').filter({ hasText: carrotsName });
    await other.getByLabel('Se manca:').selectOption('NONE');
    await expect(other.getByLabel('Se manca:')).toHaveValue('NONE');
    await expect(other.getByLabel('Se manca:')).toBeEnabled();
    await checkWidths(page, 'cart', testInfo);
  });

  await test.step('the profile lists the choices, remembered for the next orders', async () => {
    await page.goto('/app/profile');
    await page.getByRole('link', { name: 'Le tue scelte di sostituzione per prodotto' }).click();
    const main = page.getByRole('main');
    await expect(main.getByLabel(found.ordered.description)).toHaveValue('PRODUCT');
    await expect(main.getByLabel(carrotsName)).toHaveValue('NONE');
    await expectNoSeriousViolations(page);
  });

  let order!: ShopOrder;
  await test.step('the order is placed with the checkout’s default "no substitutes"', async () => {
    const placed = await placeCashOrder(page.request, customer, cart.id);
    order = await data<ShopOrder>(
      await page.request.get(`/cli/ecommerce/orders/${placed.id}/fetch`),
    );
  });

  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
  });
  const staff = await staffContext.newPage();
  staff.on('pageerror', (error) => {
    throw error;
  });

  await test.step('the operator sees the choices first and is refused an allergen', async () => {
    await staffLogIn(staff);
    await staff.goto(`/app/staff/orders/${order.id}`);
    await staff.getByRole('button', { name: 'Inizia la preparazione' }).click();
    await expect(toast(staff, 'Ordine passato a «In preparazione»')).toBeVisible();
    const named = pickingLine(staff, found.ordered.description);
    await expect(named).toContainText(
      `Il cliente vuole come sostituto: ${found.allowed.description}`,
    );
    const none = pickingLine(staff, carrotsName);
    await expect(none).toContainText('Il cliente non vuole sostituti');
    await expect(none.getByRole('button', { name: 'Sostituisci' })).toHaveCount(0);

    await named.getByRole('button', { name: 'Sostituisci' }).click();
    const offered = named.getByRole('list', { name: 'Sostituti consentiti' });
    await expect(offered.getByRole('button')).toHaveCount(1);
    await expect(offered).toContainText(`${found.allowed.description} · scelto dal cliente`);
    await checkWidths(staff, 'picking', testInfo);

    // A product scanned off the shelf that adds an allergen is refused by the server.
    await named.getByLabel('Codice a barre letto').fill(found.allergenic.barcode);
    await named.getByRole('button', { name: 'Usa il codice letto' }).click();
    await named
      .getByRole('button', { name: `Sostituisci con ${found.allergenic.barcode}` })
      .click();
    await expect(named.getByRole('alert')).toContainText('codice 4072');
    await expect(named.getByRole('alert')).toContainText('allergene');

    await offered.getByRole('button', { name: new RegExp(found.allowed.description) }).click();
    await named
      .getByRole('button', { name: `Sostituisci con ${found.allowed.description}` })
      .click();
    await expect(named).toContainText(`Sostituito con ${found.allowed.description}`);
    await none.getByRole('button', { name: 'Registra' }).click();
    await expect(none).toContainText('Preparato: 2 pz');
  });

  await test.step('at pickup the shopper refuses the substitute: it is not charged', async () => {
    for (const [move, status] of [
      ['Chiudi la preparazione ed emetti lo scontrino', 'In emissione scontrino'],
      ['Pronto per il ritiro', 'Da ritirare'],
    ] as const) {
      await staff.getByRole('button', { name: move }).click();
      await expect(toast(staff, `Ordine passato a «${status}»`)).toBeVisible();
    }
    const named = pickingLine(staff, found.ordered.description);
    await named.getByRole('button', { name: 'Il cliente rifiuta il sostituto' }).click();
    await expect(named).toContainText('rifiutato dal cliente');
    await staff.getByRole('button', { name: 'Ritirato dal cliente' }).click();
    await expect(toast(staff, 'Ordine passato a «Ritirato»')).toBeVisible();

    const final = await data<ShopOrder>(
      await page.request.get(`/cli/ecommerce/orders/${order.id}/fetch`),
    );
    const orderedLine = final.cart.items.find((i) => i.barcode === found.ordered.barcode)!;
    const given = final.preparedCartItems.find((i) => i.barcode === found.allowed.barcode)!;
    expect(given).toMatchObject({
      rowNetPrice: 0,
      substitutedFor: { barcode: found.ordered.barcode, refused: true },
    });
    expect(final.totals.purchase).toBeCloseTo(order.totals.ordered - orderedLine.rowNetPrice, 2);

    await page.goto('/app/orders');
    await page.getByRole('button', { name: new RegExp(`Ordine n. ${order.code}`) }).click();
    const note = page.getByTestId('order-substitution');
    await expect(note).toContainText(`Al posto di ${found.ordered.description}`);
    await expect(note).toContainText('Rifiutato alla consegna: non addebitato.');
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, 'substitutions-order-detail', true);

    // The receipt mail says it too, and charges nothing for it.
    const receipt = await outboxMail(
      page,
      customer.email,
      `Ordine n. ${order.code} ritirato: lo scontrino`,
    );
    await expect(receipt).toContainText(
      `Hai rifiutato ${found.allowed.description} al posto di ${found.ordered.description}: non ti viene addebitato.`,
    );
  });
  await staffContext.close();
});
