import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, toast } from '../support/accounts';
import { activate, expectFocusVisible, focusShot, press, tabTo } from '../support/focus';
import { MAZZINI, OPERATOR_EMAIL, weighedPickupOrder, type CartLine } from '../support/staff';

/**
 * Issue 32: the operator's side by keyboard alone. A customer's pickup order of two weighed
 * products and two packs is placed through the API; the operator logs in on the staff screen,
 * picks the store and the day in the queue, opens the order, checks that Escape closes the
 * cancel dialog and gives the focus back, starts the preparation, records one weight lighter,
 * one as ordered, marks one line unavailable, opens and closes the substitutes and
 * closes the preparation. At every step the focus is kept and visible; axe checks each screen.
 */

/**
 * Types a day into the focused date field, segment by segment. The field's order of segments
 * is the browser's: day first for Italian, but the headless shell keeps month first whatever
 * the page's language. One order, then the other, from the first segment.
 */
async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, date] = iso.split('-') as [string, string, string];
  for (const segments of [
    [date, month, year],
    [month, date, year],
  ]) {
    if ((await field.inputValue()) === iso) return;
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(segments.join(''));
  }
}

function pickingLine(page: Page, line: CartLine): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: line.description, exact: true }) });
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('keyboard only: staff login, queue filters, the order, the picking and the status', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const order = await weighedPickupOrder(request, testInfo, 'kbdstaff');
  const [lighter, asOrdered, missing, pieces] = order.lines as [
    CartLine,
    CartLine,
    CartLine,
    CartLine,
  ];
  await page.goto('/app/staff');
  // No pointer is used, but the browser keeps one resting at (0, 0): on a phone the notices
  // drop in under it and pause as if hovered. It rests in the bottom corner instead.
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width - 1, viewport.height - 1);

  await test.step('log in on the staff screen', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso staff' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'E-mail' }));
    await page.keyboard.type(OPERATOR_EMAIL);
    await press(page, 'Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await focusShot(page, testInfo, 'staff-login');
    await press(page, 'Enter', 'Enter in the staff login form');
    await expect(page.getByRole('navigation', { name: 'Area staff' })).toBeVisible();
    await expectFocusVisible(page, 'the staff login');
  });

  await test.step('the queue: store and day by keyboard, then the order', async () => {
    const store = page.getByRole('combobox', { name: 'Negozio' });
    await tabTo(page, store);
    // A closed select answers typing with the option that starts so, as in every browser.
    await page.keyboard.type(MAZZINI);
    await expect(store.locator('option:checked')).toHaveText(MAZZINI);
    const day = page.getByLabel('Giorno');
    await tabTo(page, day);
    await typeDate(page, day, order.deliveryDate.slice(0, 10));
    await expect(day).toHaveValue(order.deliveryDate.slice(0, 10));
    const open = page.getByRole('link', { name: `Apri l'ordine n. ${order.code}` });
    await expect(open).toBeVisible();
    await expectNoSeriousViolations(page);
    await focusShot(page, testInfo, 'staff-queue-day');
    await activate(page, open);
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${order.code}` }),
    ).toBeVisible();
  });

  await test.step('the cancel dialog closes with Escape; the preparation starts', async () => {
    const cancel = page.getByRole('button', { name: "Annulla l'ordine" });
    await activate(page, cancel);
    const dialog = page.getByRole('dialog', { name: `Annullare l'ordine n. ${order.code}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, ['[role="dialog"]']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expectFocusVisible(page, 'Escape on the cancel dialog');

    await activate(page, page.getByRole('button', { name: 'Inizia la preparazione' }), 'Enter');
    await expect(toast(page, 'Ordine passato a «In preparazione»')).toBeVisible();
    await expectFocusVisible(page, 'the preparation started');
    await focusShot(page, testInfo, 'staff-started');
  });

  await test.step('the picking: a weight typed, one as ordered, one missing, the packs', async () => {
    const first = pickingLine(page, lighter);
    const weight = first.getByLabel('Peso reale (kg)');
    await tabTo(page, weight);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0,795');
    await focusShot(page, testInfo, 'staff-weight');
    await press(page, 'Enter', 'Enter in the weight field');
    await expect(first).toContainText('Preparato: 0,795 kg');
    await expectFocusVisible(page, 'the weight recorded');

    const second = pickingLine(page, asOrdered);
    await activate(page, second.getByRole('button', { name: 'Registra' }));
    await expect(second).toContainText('Preparato: 1 kg');
    await expectFocusVisible(page, 'the second weight recorded');

    const gone = pickingLine(page, missing);
    await activate(page, gone.getByRole('button', { name: 'Non disponibile' }));
    await expect(gone).toHaveAttribute('data-status', 'UNAVAILABLE');
    await expectFocusVisible(page, 'the line marked unavailable');

    // The substitutes (issue 30: the allowed ones listed, a scanned code checked by the server)
    // open and close by keyboard, the focus back where it was.
    const substitute = gone.getByRole('button', { name: 'Sostituisci' });
    await activate(page, substitute);
    const search = gone.getByRole('textbox', { name: 'Codice a barre letto' });
    await expect(search).toBeVisible();
    await expectNoSeriousViolations(page);
    await focusShot(page, testInfo, 'staff-substitute');
    await activate(page, gone.getByRole('button', { name: 'Chiudi la ricerca' }));
    await expect(search).toBeHidden();

    const last = pickingLine(page, pieces);
    await activate(page, last.getByRole('button', { name: 'Registra' }));
    await expect(last).toContainText('Preparato: 2 pz');
    await expect(page.getByText('Righe preparate: 4 di 4')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the preparation closes', async () => {
    await activate(
      page,
      page.getByRole('button', { name: 'Chiudi la preparazione ed emetti lo scontrino' }),
    );
    await expect(toast(page, 'Ordine passato a «In emissione scontrino»')).toBeVisible();
    await expectFocusVisible(page, 'the preparation closed');
    await focusShot(page, testInfo, 'staff-closed');
    // axe once the notice has gone: it waits for the page's animations, the notice's timer too.
    await expect(toast(page, 'Ordine passato a «In emissione scontrino»')).toBeHidden({
      timeout: 10_000,
    });
    await expectNoSeriousViolations(page);
  });
});
