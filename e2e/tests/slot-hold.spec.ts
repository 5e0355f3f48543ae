import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, logIn } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { saveShot } from '../support/screenshots';
import { staffLogIn } from '../support/staff';
import {
  apiLogIn,
  carrotCartAt,
  confirmCashOrder,
  countdownSeconds,
  firstSlot,
  holdCode,
  holdSecondsLeft,
  lapseHoldOf,
  setSlotLoad,
  slotOfOrder,
} from '../support/slot-hold';

/**
 * Issue 29: a slot held while shopping, counted at once, shown in the header, booked by the
 * checkout; a hold that lapses gives its place back; a store's reserved places go to priority
 * customers only. The two projects run at once, so each test that reshapes a slot does it in
 * a store of its own per project (no other browser test shops there).
 */
const quietStore = (testInfo: TestInfo, forPriority: boolean) => {
  const desktop = testInfo.project.name === 'desktop';
  if (forPriority) return desktop ? 'Spesa Firenze Novoli' : 'Spesa Milano Lambrate';
  return desktop ? 'Spesa Ravenna Darsena' : 'Spesa Rimini Marecchia';
};

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveShot(page, `${name}-${testInfo.project.name}.png`, true);
}

/** A new customer logged in on the page with a carrot cart at the store, on /cart. */
async function shopperOnCart(page: Page, testInfo: TestInfo, prefix: string, store: string) {
  const customer = await registerCustomer(page.request, testInfo, prefix);
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  const cartId = await carrotCartAt(page.request, store);
  await page.goto('/app/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  return { customer, cartId };
}

/** The header's countdown shows the time the server gives the hold (less what passed since). */
async function expectCountdown(badge: Locator, secondsLeft: number) {
  const time = badge.getByTestId('slot-hold-time');
  await expect(time).toHaveText(/^(\d+:)?\d?\d:\d\d$/);
  await expect
    .poll(async () => countdownSeconds((await time.textContent()) ?? ''))
    .toBeGreaterThan(secondsLeft - 30);
  // The page read its hold a moment before the test did: a few seconds more at most.
  expect(countdownSeconds((await time.textContent()) ?? '')).toBeLessThanOrEqual(
    Math.ceil(secondsLeft) + 5,
  );
}

const slotLine = (slot: { description: string; validFrom: string; validTo: string }) =>
  `${slot.description}, ${slot.validFrom}-${slot.validTo}`;

test('a slot held from the cart is counted, shown in the header and booked by the checkout', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { cartId } = await shopperOnCart(page, testInfo, 'tieni', 'Spesa Bologna Mazzini');
  const slot = await firstSlot(page.request);
  const panel = page.getByTestId('slot-hold-panel');
  await expect(panel).toContainText(`Prima fascia disponibile: ${slotLine(slot)}`);
  await lookAt(page, testInfo, 'slot-hold-cart');
  await panel.getByRole('button', { name: 'Tienila per me' }).click();
  await expect(panel.getByTestId('slot-hold-current')).toHaveText(
    `Fascia tenuta per te: ${slotLine(slot)}`,
  );
  const badge = header(page).getByTestId('slot-hold-badge');
  await expect(badge).toHaveAccessibleName(
    new RegExp(
      `^Fascia tenuta per te: fascia ${slot.validFrom}-${slot.validTo}, fino alle \\d\\d:\\d\\d`,
    ),
  );
  // The store's hour, or less when the slot's cut-off comes sooner (then the countdown says so).
  const heldFor = await holdSecondsLeft(page.request, cartId);
  expect(heldFor).toBeGreaterThan(0);
  expect(heldFor).toBeLessThanOrEqual(3600);
  await expectCountdown(badge, heldFor);
  await lookAt(page, testInfo, 'slot-hold-held');

  await panel.getByRole('button', { name: 'Prolunga' }).click();
  await expect(panel.getByRole('button', { name: 'Prolunga' })).toHaveCount(0);
  // Another hour, up to the cut-off again.
  const extended = await holdSecondsLeft(page.request, cartId);
  expect(extended).toBeLessThanOrEqual(7200);
  if (heldFor >= 3590) expect(extended).toBeGreaterThan(heldFor);
  await expectCountdown(badge, extended);

  await page.getByRole('button', { name: 'Scegli la fascia oraria' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  const held = page.getByRole('radio', { name: new RegExp(`tenuta per te`) });
  await expect(held).toBeChecked();
  await lookAt(page, testInfo, 'slot-hold-checkout');
  const code = await confirmCashOrder(page);
  expect(await slotOfOrder(code)).toBe(Number(slot.id));
  // Booked: the hold became the booking, and the cart has no hold left.
  const after = await page.request.get(`/cli/ecommerce/slots/${cartId}/hold`);
  expect(((await after.json()) as { responseCode: number }).responseCode).toBe(4004);
  await expect(header(page).getByTestId('slot-hold-badge')).toHaveCount(0);
});

test('a hold that lapses gives its place back and the customer is told', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const store = quietStore(testInfo, false);
  const { cartId } = await shopperOnCart(page, testInfo, 'scade', store);
  const slot = await firstSlot(page.request);
  // One place left in the slot: the hold takes it.
  await setSlotLoad(slot.id, 1, 0);
  const panel = page.getByTestId('slot-hold-panel');
  await page.reload();
  await panel.getByRole('button', { name: 'Tienila per me' }).click();
  await expect(panel.getByTestId('slot-hold-current')).toBeVisible();

  const other = await registerCustomer(request, testInfo, 'scade-altro');
  await apiLogIn(request, other);
  const otherCart = await carrotCartAt(request, store);
  expect(await holdCode(request, otherCart, slot.id)).toBe(4028);

  await lapseHoldOf(cartId);
  await page.reload();
  await expect(panel.getByTestId('slot-hold-lapsed')).toContainText(
    `La fascia che avevi tenuto (${slotLine(slot)}) è scaduta`,
  );
  await expect(header(page).getByTestId('slot-hold-badge')).toHaveAccessibleName(/^Fascia scaduta/);
  await lookAt(page, testInfo, 'slot-hold-lapsed');
  // Nothing ran at the instant it lapsed, yet the place is free again.
  expect(await holdCode(request, otherCart, slot.id)).toBe(0);
});

test('a priority customer books a reserved place that an ordinary customer cannot', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = quietStore(testInfo, true);
  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 1000 },
  });
  const staff = await staffContext.newPage();
  staff.on('pageerror', (error) => {
    throw error;
  });
  await staffLogIn(staff);
  await staff
    .getByRole('navigation', { name: 'Area staff' })
    .getByRole('link', { name: 'Negozio' })
    .click();
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Impostazioni del negozio' }),
  ).toBeVisible();
  await staff.getByRole('combobox', { name: 'Negozio' }).selectOption({ label: store });

  await test.step('the store keeps 20 % of each slot for priority customers until the cut-off', async () => {
    const settings = staff.getByRole('region', { name: 'Fasce tenute e posti con priorità' });
    await settings.getByRole('spinbutton', { name: /Quota di posti riservati/ }).fill('20');
    await settings.getByRole('spinbutton', { name: /Ore prima della chiusura/ }).fill('0');
    await settings.getByRole('button', { name: 'Salva' }).click();
    await expect(settings.getByRole('status')).toHaveText('Impostazioni salvate');
  });

  const ordinary = await registerCustomer(request, testInfo, 'ordinario');
  await apiLogIn(request, ordinary);
  const ordinaryCart = await carrotCartAt(request, store);
  const slot = await firstSlot(request);
  // 5 places, 4 booked: the last one is the reserved one (floor of 20 % of 5).
  await setSlotLoad(slot.id, 5, 4);
  expect(await holdCode(request, ordinaryCart, slot.id)).toBe(4083);
  expect((await firstSlot(request)).id).not.toBe(slot.id);

  const { customer } = await shopperOnCart(page, testInfo, 'priorita', store);
  await test.step('the customer asks for priority from the profile', async () => {
    await page.goto('/app/profile');
    await page.getByRole('textbox', { name: 'Perché ti serve la priorità' }).fill('Ho 80 anni');
    await page.getByRole('button', { name: 'Chiedi la priorità' }).click();
    await expect(page.getByText('Richiesta inviata: il negozio la sta valutando.')).toBeVisible();
    await lookAt(page, testInfo, 'slot-hold-profile-priority');
  });

  await test.step('staff grant it and see the reserved place in the calendar', async () => {
    const section = staff.getByRole('region', { name: 'Clienti con priorità' });
    await section.getByRole('searchbox', { name: 'E-mail del cliente' }).fill(customer.email);
    await section.getByRole('button', { name: 'Cerca' }).click();
    await section.getByRole('button', { name: 'Concedi la priorità a Marta Verdi' }).click();
    await expect(section.getByText(/priorità concessa/)).toBeVisible();
    await staff.getByRole('combobox', { name: 'Modalità di consegna' }).selectOption('IN_STORE');
    const row = staff
      .getByTestId('slot-occupancy')
      .getByRole('row', { name: new RegExp(`^${slot.date} ${slot.validFrom}-${slot.validTo}`) });
    // Places, booked, held, reserved, free.
    await expect(row.getByRole('cell')).toHaveText(['5', '4', '0', '1', '0']);
    await expectNoSeriousViolations(staff);
    await row.scrollIntoViewIfNeeded();
    await saveShot(staff, `slot-hold-staff-${testInfo.project.name}.png`);
  });

  await page.goto('/app/cart');
  const panel = page.getByTestId('slot-hold-panel');
  await expect(panel).toContainText(`Prima fascia disponibile: ${slotLine(slot)}`);
  await panel.getByRole('button', { name: 'Tienila per me' }).click();
  await expect(panel.getByTestId('slot-hold-current')).toBeVisible();
  await lookAt(page, testInfo, 'slot-hold-priority');
  await page.getByRole('button', { name: 'Scegli la fascia oraria' }).click();
  await expect(page.getByRole('radio', { name: /tenuta per te/ })).toBeChecked();
  const code = await confirmCashOrder(page);
  expect(await slotOfOrder(code)).toBe(Number(slot.id));
  // Now the slot is full for everyone.
  expect(await holdCode(request, ordinaryCart, slot.id)).toBe(4028);
  await staffContext.close();
});
