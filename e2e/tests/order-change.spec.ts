import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { logIn, toast } from '../support/accounts';
import { e2eDatabase } from '../support/failed-job';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { saveShot } from '../support/screenshots';
import {
  data,
  linkTestCard,
  MAZZINI,
  staffLogIn,
  weighedPickupCart,
  withSavedPayments,
  type ApiProduct,
} from '../support/staff';

/**
 * Issue 29, changing an order until its slot's cut-off: a shopper pays a pickup order with the
 * online card, reopens it with 'Modifica ordine', adds a weighed product, removes a line,
 * moves the slot and confirms through the checkout. The same order number comes back as
 * version 2, in the order detail and in the staff queue ('modificato'); the card's ledger
 * shows the new authorisation before the old one's release; after the cut-off it is refused.
 */

interface ShopOrder {
  id: string;
  code: number;
  version?: number;
  deliveryDate: string;
  totalToPay: number;
  changeableUntil?: string | null;
  cart: { id: string; delivery: { timeSlot: { id: string } | null } };
}
interface Versions {
  versions: { version: number; slotMoved: boolean; lines: { kind: string; um: string }[] }[];
  cardOperations: { id: string; operation: string; outcome: string; parentId: string | null }[];
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function latestOrder(page: Page): Promise<ShopOrder> {
  const [latest] = await data<ShopOrder[]>(await page.request.get('/cli/ecommerce/orders?s=1&p=0'));
  return data<ShopOrder>(await page.request.get(`/cli/ecommerce/orders/${latest!.id}/fetch`));
}

/** Picks a day and a slot in the checkout: `nth` free slot of the first day that has one. */
async function chooseSlot(page: Page, nth: number) {
  const main = page.getByRole('main');
  const days = main.getByRole('group', { name: 'Giorno di consegna' });
  const free = days.locator('button[aria-pressed]:not([disabled])');
  await expect(free.first()).toBeVisible();
  for (let d = 0; d < (await free.count()); d++) {
    await free.nth(d).click();
    const radios = main.getByRole('radiogroup').getByRole('radio', { disabled: false });
    await expect(radios.first()).toBeVisible();
    if ((await radios.count()) > nth) {
      await radios.nth(nth).check();
      return;
    }
  }
  throw new Error(`no day with ${nth + 1} free slots`);
}

async function payByCard(page: Page, nth: number) {
  const main = page.getByRole('main');
  await page.goto('/app/checkout');
  await chooseSlot(page, nth);
  await main.getByRole('button', { name: 'Prosegui' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' })).toBeVisible();
  await main.getByRole('button', { name: 'Prosegui' }).click();
  await main.getByRole('radio', { name: 'Carta online' }).check();
  await main.getByRole('radio', { name: 'Sì, sostituiscilo con uno simile' }).check();
  await main.getByRole('button', { name: "Conferma l'ordine" }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Ordine confermato' })).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await saveShot(page, `order-change-${name}-${testInfo.project.name}.png`, true);
}

test('a card order changed before its cut-off: new version, new hold before the old release, refused after', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await withSavedPayments(context);
  const customer = await registerCustomer(request, testInfo, 'change');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await linkTestCard(page, context);
  const { cart, lines } = await weighedPickupCart(page.request);

  let placed!: ShopOrder;
  await test.step('the shopper places the order with the online card', async () => {
    await payByCard(page, 0);
    placed = await latestOrder(page);
    expect(placed.version).toBe(1);
    expect(placed.changeableUntil).toBeTruthy();
  });

  await test.step("'Modifica ordine' reopens the order as the cart, with the banner", async () => {
    await page.goto('/app/orders');
    const detail = page
      .getByRole('main')
      .getByRole('region', { name: `Dettaglio ordine n. ${placed.code}` });
    await detail.getByRole('button', { name: 'Modifica ordine' }).click();
    await expect(page).toHaveURL(/\/app\/cart$/);
    const banner = page.getByTestId('order-change-banner');
    await expect(banner).toContainText(
      new RegExp(`Stai modificando l'ordine ${placed.code}: conferma entro \\d{2}/\\d{2}/\\d{4}`),
    );
    await expect(banner.getByRole('button', { name: 'Annulla modifiche' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, 'cart');
  });

  await test.step('adds a weighed product, removes a line on the cart page', async () => {
    const [change] = (
      await data<{ open: { orderId: string; cartId: string }[] }>(
        await page.request.get('/cli/ecommerce/orders/changes'),
      )
    ).open;
    expect(change?.orderId).toBe(placed.id);
    const stores = await data<{ id: number; name: string }[]>(
      await page.request.get('/cli/stores/ecommerce?q=Mazzini&s=5&p=0'),
    );
    const store = stores.find((s) => s.name === MAZZINI)!.id;
    let weighed: ApiProduct | undefined;
    for (const q of ['patate', 'mele', 'banane', 'pomodori', 'zucchine', 'melanzane']) {
      const found = await data<ApiProduct[]>(
        await page.request.get(`/cli/ecommerce/products/${store}?q=${q}&s=24&p=0`),
      );
      weighed = found.find(
        (p) => p.um === 'KG' && p.available && !lines.some((l) => l.description === p.description),
      );
      if (weighed) break;
    }
    expect(weighed).toBeTruthy();
    await data(
      await page.request.post('/cli/ecommerce/cart/store', {
        data: {
          cartId: change!.cartId,
          barcode: weighed!.barcode,
          um: 'KG',
          weight: 0.5,
          preview: false,
        },
      }),
    );
    const removed = lines.find((l) => l.um === 'PZ')!;
    await page.goto('/app/cart');
    const main = page.getByRole('main');
    await expect(main).toContainText(weighed!.description);
    // The line goes with the cart page's own button, as the shopper removes it.
    await page.waitForLoadState('networkidle');
    await main.getByRole('button', { name: `Rimuovi ${removed.description} dal carrello` }).click();
    await expect(toast(page, `${removed.description} rimosso dal carrello`)).toBeVisible();
    await expect(main.getByRole('heading', { name: removed.description })).toHaveCount(0);
    expect(cart.id).toBeTruthy();
  });

  let changed!: ShopOrder;
  await test.step('moves the slot and confirms through the checkout', async () => {
    await payByCard(page, 1);
    changed = await latestOrder(page);
    expect(changed.code).toBe(placed.code);
    expect(changed.version).toBe(2);
    expect(changed.cart.delivery.timeSlot?.id).not.toBe(placed.cart.delivery.timeSlot?.id);
    await expect(page.getByTestId('order-change-banner')).toHaveCount(0);
  });

  await test.step('the ledger: the new authorisation before the old release', async () => {
    const { versions, cardOperations } = await data<Versions>(
      await page.request.get(`/cli/ecommerce/orders/${placed.id}/versions`),
    );
    const [v2] = versions;
    expect(v2?.slotMoved).toBe(true);
    expect(v2?.lines.map((l) => l.kind).sort()).toEqual(['ADDED', 'REMOVED']);
    const approved = cardOperations.filter((o) => o.outcome === 'APPROVED');
    expect(approved.map((o) => o.operation)).toEqual(['AUTHORISE', 'AUTHORISE', 'RELEASE']);
    expect(approved[2]!.parentId).toBe(approved[0]!.id);
    expect(Number(approved[1]!.id)).toBeLessThan(Number(approved[2]!.id));
  });

  await test.step('the order detail shows what changed', async () => {
    await page.goto('/app/orders');
    const detail = page
      .getByRole('main')
      .getByRole('region', { name: `Dettaglio ordine n. ${placed.code}` });
    const changes = detail.getByRole('region', { name: "Modifiche all'ordine" });
    await expect(changes).toContainText('Versione 2');
    await expect(changes).toContainText('Aggiunto:');
    await expect(changes).toContainText('Rimosso:');
    await expect(changes).toContainText('Fascia oraria spostata');
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, 'detail');
  });

  await test.step("the staff queue shows the latest version, marked 'modificato'", async () => {
    const staffContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'it-IT',
      viewport: page.viewportSize() ?? { width: 1280, height: 1000 },
    });
    const staff = await staffContext.newPage();
    await staffLogIn(staff);
    await staff.getByRole('combobox', { name: 'Negozio' }).selectOption({ label: MAZZINI });
    await staff.getByLabel('Giorno').fill(changed.deliveryDate);
    await staff.getByLabel('Giorno').blur();
    const cards = staff.getByRole('article', { name: new RegExp(`^N\\. ${placed.code} · `) });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('modificato');
    await expectNoSeriousViolations(staff);
    await saveShot(staff, `order-change-staff-${testInfo.project.name}.png`, true);
    await staffContext.close();
  });

  await test.step('after the cut-off the change is refused (4029)', async () => {
    const db = await e2eDatabase();
    try {
      await db.query(
        `update slot_instances set cutoff_minutes = 60 * 24 * 30
         where id = (select slot_instance_id from orders where id = $1)`,
        [Number(placed.id)],
      );
    } finally {
      await db.end();
    }
    const refused = await page.request.post(`/cli/ecommerce/orders/${placed.id}/change`);
    expect(await refused.json()).toMatchObject({ responseCode: 4029 });
    await page.goto('/app/orders');
    const detail = page
      .getByRole('main')
      .getByRole('region', { name: `Dettaglio ordine n. ${placed.code}` });
    await expect(detail.getByRole('button', { name: 'Annulla ordine' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Modifica ordine' })).toHaveCount(0);
  });
});
