import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { header, toast } from '../support/accounts';
import {
  activate,
  expectFocusVisible,
  focusShot,
  focusState,
  press,
  tabTo,
} from '../support/focus';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { mazziniId } from '../support/placed-order';
import { data, MAZZINI, withSavedPayments, type ApiProduct } from '../support/staff';

/**
 * Issue 32: a shopper who uses the keyboard alone (no mouse, no touch) goes from the landing
 * to an order paid with the online card, through the hard parts: the place combobox, the
 * weight stepper, the day carousel and slot grid, the login and account dialogs and the
 * card's boarding page. Only the data setup (the account) goes through the API. At every step
 * the focus is kept (never dropped to <body>) and visible; Escape closes each dialog and gives
 * the focus back to the control that opened it; axe checks each screen passed through.
 */

/** A product sold by weight at Mazzini, found through the API: the journey searches its name. */
async function weighedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const store = await mazziniId(request);
  for (const q of ['zucchine', 'melanzane', 'pomodori', 'patate', 'mele']) {
    const found = await data<ApiProduct[]>(
      await request.get(`/cli/ecommerce/products/${store}?q=${q}&s=24&p=0`),
    );
    const product = found.find((p) => p.um === 'KG' && p.available && p.maxAmount >= 2);
    if (product) return product;
  }
  throw new Error('no weighed product on sale at Mazzini');
}

const focused = (page: Page) => page.locator(':focus');

/** Escape closes `dialog` and the focus goes back to `opener`. */
async function escapeBackTo(page: Page, dialog: ReturnType<Page['getByRole']>, opener: string) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const state = await expectFocusVisible(page, `Escape on the ${opener} dialog`);
  expect(state.element, 'focus back on the opener').toContain(opener);
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('keyboard only: landing, login, card, weighed product, slot grid, online card order', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await withSavedPayments(context);
  const customer = await registerCustomer(request, testInfo, 'kbd');
  const product = await weighedProduct(request);
  await page.goto('/app/');

  await test.step('landing: service, place (combobox), store, start', async () => {
    // A pickup: no minimum order, so one weighed product is enough for the slot grid.
    await tabTo(page, page.getByRole('radio', { name: /Consegna a domicilio/ }));
    await press(page, 'Space', 'Space on the home delivery mode');
    await press(page, 'ArrowDown', 'ArrowDown to the pickup mode');
    await expect(page.getByRole('radio', { name: /Ritiro in negozio/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Ritiro in negozio/ })).toBeFocused();
    const place = page.getByRole('combobox', { name: 'Comune o CAP' });
    await tabTo(page, place);
    await page.keyboard.type('40121');
    await expect(page.getByRole('option', { name: /40121 Bologna/ })).toBeVisible();
    await press(page, 'ArrowDown');
    await expect(place).toHaveAttribute('aria-activedescendant', /option/);
    await focusShot(page, testInfo, 'landing-combobox');
    await press(page, 'Enter', 'Enter on the place suggestion');
    await expect(place).toHaveValue(/40121 Bologna/);
    const stores = page.getByRole('group', { name: 'Scegli il negozio' });
    const mazzini = stores.getByRole('radio', { name: new RegExp(MAZZINI) });
    await tabTo(page, stores.getByRole('radio').first());
    // Arrows move the choice inside a radio group, as a keyboard user expects.
    for (let i = 0; i < 6 && !(await mazzini.isChecked()); i++) await press(page, 'ArrowDown');
    await expect(mazzini).toBeChecked();
    await expect(mazzini).toBeFocused();
    await focusShot(page, testInfo, 'landing-store');
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Vai al negozio' }));
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  await test.step('login dialog: Escape gives the focus back, then the login', async () => {
    const opener = header(page).getByRole('button', { name: 'Accedi o registrati' });
    await activate(page, opener);
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, ['[role="dialog"]']);
    await escapeBackTo(page, dialog, 'Accedi o registrati');

    await press(page, 'Enter', 'Enter on the login button again');
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await page.keyboard.type(customer.email);
    await press(page, 'Tab');
    await page.keyboard.type(NEW_CUSTOMER_PASSWORD);
    await focusShot(page, testInfo, 'login-password');
    await press(page, 'Enter', 'Enter in the login form');
    await expect(dialog).toBeHidden();
    await expectFocusVisible(page, 'the login');
  });

  await test.step('account panel: Escape, then payments, and a card linked in a new tab', async () => {
    const account = header(page).getByRole('button', {
      name: `Account di ${customer.firstName} ${customer.lastName}`,
    });
    await activate(page, account);
    const panel = page.getByRole('dialog', { name: 'Il tuo account' });
    await expect(panel).toBeVisible();
    await escapeBackTo(page, panel, `Account di ${customer.firstName}`);
    await press(page, 'Enter', 'Enter on the account button again');
    await activate(page, panel.getByRole('link', { name: 'Pagamenti' }));
    await expect(page).toHaveURL(/\/app\/payments$/);
    const link = page
      .getByRole('main')
      .getByRole('link', { name: 'Collega una carta (si apre in una nuova scheda)' });
    await tabTo(page, link);
    const [boarding] = await Promise.all([context.waitForEvent('page'), press(page, 'Enter')]);
    await expect(
      boarding.getByRole('heading', { level: 1, name: 'Collega la tua carta a Spesa' }),
    ).toBeVisible();
    await tabTo(boarding, boarding.getByLabel('Numero della carta'));
    await boarding.keyboard.type('4242 4242 4242 4242');
    await press(boarding, 'Tab');
    await expect(boarding.getByLabel('Scadenza (MM/AA)')).toBeFocused();
    await boarding.keyboard.type('12/34');
    await press(boarding, 'Tab');
    await expect(boarding.getByLabel('Codice di sicurezza (CVC)')).toBeFocused();
    await boarding.keyboard.type('123');
    await focusShot(boarding, testInfo, 'boarding-cvc');
    await expectNoSeriousViolations(boarding);
    // A plain HTML form: the browser loads the shop's page again, focus starts at the top.
    await tabTo(boarding, boarding.getByRole('button', { name: 'Collega la carta' }));
    await boarding.keyboard.press('Enter');
    await expect(boarding).toHaveURL(/\/app\/payments\?card=linked$/);
    await boarding.close();
    await page.bringToFront();
  });

  await test.step('search a weighed product and set its weight with the stepper', async () => {
    const box = header(page).getByRole('combobox', { name: 'Cerca prodotti' });
    if (!(await box.isVisible()))
      await activate(page, header(page).getByRole('button', { name: 'Cerca' }));
    await tabTo(page, box);
    await page.keyboard.type(product.description);
    await press(page, 'Enter', 'Enter in the search box');
    await activate(page, page.getByRole('link', { name: product.description }).first());
    await expect(page.getByRole('heading', { level: 1, name: product.description })).toBeVisible();
    const quantity = page.getByTestId('quantity');
    const start = await quantity.innerText();
    await tabTo(page, page.getByRole('button', { name: 'Aumenta la quantità' }));
    await press(page, 'Enter', 'Enter on +');
    await press(page, 'Space', 'Space on +');
    await expect(quantity).not.toHaveText(start);
    await expect(quantity).toHaveText(/kg$/);
    await focusShot(page, testInfo, 'stepper-plus');
    // Back to the minimum: the − button must not drop the focus when it reaches it.
    await tabTo(page, page.getByRole('button', { name: 'Diminuisci la quantità' }), { back: true });
    await press(page, 'Enter', 'Enter on −');
    await press(page, 'Enter', 'Enter on − reaching the minimum');
    await expect(quantity).toHaveText(start);
    // '−' is disabled there: the focus went on to '+', not to the page.
    await expect(page.getByRole('button', { name: 'Diminuisci la quantità' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Aumenta la quantità' })).toBeFocused();
    await focusShot(page, testInfo, 'stepper-minimum');
    await tabTo(page, page.getByRole('button', { name: 'Aumenta la quantità' }));
    await press(page, 'Enter', 'Enter on + again');
    const chosen = await quantity.innerText();
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Aggiungi al carrello' }));
    // Without a cart yet, the shop asks how to receive the shopping first.
    await expect(page).toHaveURL(/\/app\/cart\/create$/);
    await expect(page.getByRole('radio', { name: /Spesa Bologna Mazzini/ })).toBeChecked();
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Crea il carrello' }));
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(toast(page, `Hai ${chosen} ${product.description} nel carrello`)).toBeVisible();
  });

  await test.step('cart, then the day carousel and the slot grid', async () => {
    await activate(page, header(page).getByRole('link', { name: /Carrello/ }));
    await expect(page).toHaveURL(/\/app\/cart$/);
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Scegli la fascia oraria' }));
    await expect(page).toHaveURL(/\/app\/checkout$/);
    const days = page.getByRole('group', { name: 'Giorno di consegna' });
    const open = days.locator('button[aria-pressed]:not([disabled])');
    await expect(open.first()).toBeVisible();
    // The last free day: on a phone it starts outside the carousel's window.
    const last = open.last();
    await tabTo(page, last);
    await expectInCarouselWindow(page);
    await focusShot(page, testInfo, 'day-focused');
    await press(page, 'Enter', 'Enter on a day');
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    const slots = page.getByRole('radiogroup');
    const free = slots.getByRole('radio', { disabled: false });
    await tabTo(page, free.first());
    await press(page, 'Space', 'Space on a slot');
    await expect(free.first()).toBeChecked();
    if ((await free.count()) > 1) {
      await press(page, 'ArrowDown', 'ArrowDown in the slot grid');
      await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(focused(page)).toBeChecked();
    }
    await focusShot(page, testInfo, 'slot-focused');
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Prosegui' }));
    await expect(page).toHaveURL(/\/app\/checkout\/data$/);
  });

  await test.step('data, the online card, substitutions and the order', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: 'Prosegui' }));
    await expect(page).toHaveURL(/\/app\/checkout\/summary$/);
    const payment = page.getByRole('group', { name: /Metodo di pagamento/ });
    const online = payment.getByRole('radio', { name: 'Carta online' });
    await tabTo(page, payment.getByRole('radio').first());
    for (let i = 0; i < 5 && !(await online.isChecked()); i++) await press(page, 'ArrowDown');
    await expect(online).toBeChecked();
    await expect(online).toBeFocused();
    await focusShot(page, testInfo, 'online-card');
    await tabTo(page, page.getByRole('radio', { name: 'Sì, sostituiscilo con uno simile' }));
    await press(page, 'Space', 'Space on a substitution choice');
    await expectNoSeriousViolations(page);
    await activate(page, page.getByRole('button', { name: "Conferma l'ordine" }));
    await expect(page.getByRole('heading', { level: 1, name: 'Ordine confermato' })).toBeVisible();
    await expectFocusVisible(page, 'the order placed');
    await expectNoSeriousViolations(page);
    const [latest] = await data<{ paymentMode: string }[]>(
      await page.request.get('/cli/ecommerce/orders?s=1&p=0'),
    );
    expect(latest?.paymentMode).toBe('ONLINE_CARD');
  });
});

/** The focused day is wholly inside the carousel's visible window, not clipped or hidden. */
async function expectInCarouselWindow(page: Page) {
  const inside = await page.evaluate(() => {
    const day = document.activeElement;
    const viewport = day?.closest('ul')?.parentElement;
    if (!day || !viewport) return 'no carousel';
    const a = day.getBoundingClientRect();
    const b = viewport.getBoundingClientRect();
    return a.left >= b.left - 1 && a.right <= b.right + 1
      ? 'inside'
      : `day ${a.left}-${a.right} outside ${b.left}-${b.right}`;
  });
  expect(inside, 'the focused day is shown').toBe('inside');
  expect((await focusState(page)).lost).toBe(false);
}
