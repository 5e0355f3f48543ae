import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { logIn, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import {
  data,
  linkTestCard,
  MAZZINI,
  staffLogIn,
  staffShots,
  weighedPickupCart,
  withSavedPayments,
  type CartLine,
} from '../support/staff';

/**
 * Store operations (issue 8) end to end: a shopper pays a pickup order of weighed products
 * with the online card; an operator, in a browser of their own, finds it in the queue,
 * weighs one product a little lighter, marks one line unavailable and completes the order;
 * the card is charged the prepared total, which the shopper then reads in /orders.
 */

/** The README's sample export of Spesa Bologna Mazzini's stock system. */
const SAMPLE_CSV = path.resolve(import.meta.dirname, '../../docs/samples/catalogue-import.csv');

interface ShopOrder {
  id: string;
  code: number;
  deliveryDate: string;
  totalToPay: number;
  status: string;
  totals: { ordered: number; prepared: number | null; purchase: number | null };
  onlinePayment?: { status: string; authorised: number; captured: number | null };
}

/** Euros as the Italian interface writes them: '12,34 €'. */
function euro(value: number): string {
  return `${value.toFixed(2).replace('.', ',')} €`;
}

/** The definition beside a term of a description list. */
function valueOf(scope: Locator, term: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
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

test('an operator prepares an online-card order lighter and with a line missing; the card is charged the prepared total', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await withSavedPayments(context);
  const customer = await registerCustomer(request, testInfo, 'staff');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await linkTestCard(page, context);
  const { lines } = await weighedPickupCart(page.request);
  const [lighter, weighedAsOrdered, missing, piecesAsOrdered] = lines as [
    CartLine,
    CartLine,
    CartLine,
    CartLine,
  ];

  let order!: ShopOrder;
  await test.step('the shopper pays the order with the online card, substitutions allowed', async () => {
    const main = page.getByRole('main');
    await page.goto('/app/checkout');
    const days = main.getByRole('group', { name: 'Giorno di consegna' });
    await days.locator('button[aria-pressed]:not([disabled])').first().click();
    await main.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().check();
    await main.getByRole('button', { name: 'Prosegui' }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Prosegui' }).click();
    await main.getByRole('radio', { name: 'Carta online' }).check();
    await main.getByRole('radio', { name: 'Sì, sostituiscilo con uno simile' }).check();
    await main.getByRole('button', { name: "Conferma l'ordine" }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Ordine confermato' })).toBeVisible();
    const [latest] = await data<ShopOrder[]>(
      await page.request.get('/cli/ecommerce/orders?s=1&p=0'),
    );
    order = await data<ShopOrder>(
      await page.request.get(`/cli/ecommerce/orders/${latest!.id}/fetch`),
    );
    expect(order.onlinePayment?.status).toBe('AUTHORISED');
  });

  // The operator works in a browser of their own: no shopper cookie, the staff one only.
  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    viewport: { width: 1280, height: 1000 },
  });
  const staff = await staffContext.newPage();
  staff.on('pageerror', (error) => {
    throw error;
  });

  await test.step('the operator logs in and finds the order in the queue', async () => {
    await staff.goto('/app/staff');
    await expect(staff.getByRole('heading', { level: 1, name: 'Accesso staff' })).toBeVisible();
    // The shop's frame stays out of the staff area.
    await expect(staff.getByRole('button', { name: 'Accedi o registrati' })).toHaveCount(0);
    await expectNoSeriousViolations(staff);
    await staffShots(staff, testInfo, 'login');
    await staffLogIn(staff);

    await staff.getByRole('combobox', { name: 'Negozio' }).selectOption({ label: MAZZINI });
    await staff.getByLabel('Giorno').fill(order.deliveryDate);
    await staff.getByLabel('Giorno').blur();
    const card = staff.getByRole('article', {
      name: `N. ${order.code} · ${customer.firstName} ${customer.lastName}`,
    });
    await expect(card).toContainText('Da preparare');
    await expect(card).toContainText('Il cliente accetta sostituzioni');
    await expect(card).toContainText(euro(order.totalToPay));
    await expect(staff.getByRole('group', { name: 'Fasce orarie' })).toBeVisible();
    await expectNoSeriousViolations(staff);
    await staffShots(staff, testInfo, 'queue');
    await card.getByRole('link', { name: `Apri l'ordine n. ${order.code}` }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: `Ordine n. ${order.code}` }),
    ).toBeVisible();
  });

  await test.step('the picking: a lighter weight, a line unavailable, the rest as ordered', async () => {
    await staff.getByRole('button', { name: 'Inizia la preparazione' }).click();
    await expect(toast(staff, 'Ordine passato a «In preparazione»')).toBeVisible();
    // Closing with lines still to pick is refused by the server, and said so.
    await staff
      .getByRole('button', { name: 'Chiudi la preparazione ed emetti lo scontrino' })
      .click();
    await expect(staff.getByRole('alert').filter({ hasText: 'codice 4205' })).toContainText(
      'Passaggio di stato non consentito',
    );

    const first = pickingLine(staff, lighter);
    // Weighed to the gram, and shown so: '0,8 kg' would not add up to its total (issue 27.10).
    await first.getByLabel('Peso reale (kg)').fill('0,795');
    await first.getByRole('button', { name: 'Registra' }).click();
    await expect(first).toContainText('Preparato: 0,795 kg');

    const second = pickingLine(staff, weighedAsOrdered);
    await second.getByRole('button', { name: 'Registra' }).click();
    await expect(second).toContainText('Preparato: 1 kg');

    const gone = pickingLine(staff, missing);
    await gone.getByRole('button', { name: 'Non disponibile' }).click();
    await expect(gone).toHaveAttribute('data-status', 'UNAVAILABLE');

    const last = pickingLine(staff, piecesAsOrdered);
    await last.getByRole('button', { name: 'Registra' }).click();
    await expect(last).toContainText('Preparato: 2 pz');
    await expect(staff.getByText('Righe preparate: 4 di 4')).toBeVisible();

    // The substitutes open on a line, since the customer allowed substitutions (issue 30:
    // the allowed ones are listed, a scanned code is checked by the server).
    await gone.getByRole('button', { name: 'Sostituisci' }).click();
    await expect(gone.getByRole('textbox', { name: 'Codice a barre letto' })).toBeVisible();
    await expectNoSeriousViolations(staff);
    await gone.getByRole('button', { name: 'Chiudi la ricerca' }).click();
    await expectNoSeriousViolations(staff);
    await staffShots(staff, testInfo, 'preparation');
  });

  let prepared = 0;
  await test.step('the order closes and is handed over: the card is charged', async () => {
    const detail = await data<{ operatorCart: { totalToPay: number } }>(
      await staff.request.get(`/cli/staff/orders/${order.id}`),
    );
    prepared = detail.operatorCart.totalToPay;
    expect(prepared).toBeGreaterThan(0);
    expect(prepared).toBeLessThan(order.totalToPay);
    const totals = staff.getByRole('region', { name: 'Totali' });
    await expect(valueOf(totals, 'Totale preparato')).toHaveText(euro(prepared));

    for (const [move, status] of [
      ['Chiudi la preparazione ed emetti lo scontrino', 'In emissione scontrino'],
      ['Pronto per il ritiro', 'Da ritirare'],
      ['Ritirato dal cliente', 'Ritirato'],
    ] as const) {
      await staff.getByRole('button', { name: move }).click();
      await expect(toast(staff, `Ordine passato a «${status}»`)).toBeVisible();
    }
    await expect(staff.getByText("L'ordine è concluso: nessun altro passaggio.")).toBeVisible();
    await expect(valueOf(totals, 'Addebitato')).toHaveText(euro(prepared));
    await expect(valueOf(totals, 'Totale acquisto')).toHaveText(euro(prepared));
    await expect(valueOf(totals, 'Stato del pagamento')).toHaveText('incassato');
    await expectNoSeriousViolations(staff);
    // The shots without the last notice over the header.
    await expect(toast(staff, 'Ordine passato a «Ritirato»')).toBeHidden({ timeout: 10_000 });
    await staffShots(staff, testInfo, 'completed');
  });

  await test.step('the shopper reads the final totals and the amount charged', async () => {
    const final = await data<ShopOrder>(
      await page.request.get(`/cli/ecommerce/orders/${order.id}/fetch`),
    );
    expect(final.onlinePayment).toMatchObject({ status: 'CAPTURED', captured: prepared });
    expect(final.totals).toMatchObject({ ordered: order.totalToPay, purchase: prepared });

    await page.goto('/app/orders');
    const detail = page
      .getByRole('main')
      .getByRole('region', { name: `Dettaglio ordine n. ${order.code}` });
    await expect(valueOf(detail, 'Stato')).toHaveText('Ritirato');
    await expect(valueOf(detail, 'Importo addebitato')).toHaveText(euro(prepared));
    await expect(valueOf(detail, 'Totale acquisto')).toHaveText(euro(prepared));
    await expect(valueOf(detail, 'Totale ordinato')).toHaveText(euro(order.totalToPay));
    await expect(
      detail.getByRole('listitem').filter({ hasText: lighter.description }),
    ).toContainText('0,795 kg');
    // The line the store could not give is listed among the prepared items at nothing.
    await expect(
      detail.getByRole('listitem').filter({ hasText: missing.description }),
    ).toContainText('0 pz');
  });

  await staff.getByRole('button', { name: 'Esci' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Accesso staff' })).toBeVisible();
  await staffContext.close();
});

test('an operator checks a catalogue file of the store, line by line, without applying it', async ({
  browser,
}, testInfo) => {
  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    viewport: { width: 1280, height: 1000 },
  });
  const staff = await staffContext.newPage();
  staff.on('pageerror', (error) => {
    throw error;
  });
  await staffLogIn(staff);
  await staff.getByRole('link', { name: 'Importa catalogo' }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Importa il catalogo del negozio' }),
  ).toBeVisible();
  await staff.getByRole('combobox', { name: 'Negozio' }).selectOption({ label: MAZZINI });
  await staff.getByLabel('File CSV').setInputFiles(SAMPLE_CSV);
  await staff.getByRole('button', { name: 'Verifica il file' }).click();
  // Only the dry run: the other tests share the demo store's prices.
  await expect(staff.getByRole('heading', { name: /^Verifica riuscita/ })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Modifiche' })).toContainText(
    'Vermentino di Sardegna DOC 750 ml',
  );
  await expect(staff.getByRole('button', { name: 'Applica le modifiche' })).toBeEnabled();
  await expectNoSeriousViolations(staff);
  await staffShots(staff, testInfo, 'import');

  // A file with a bad line: the report names it, and nothing can be applied.
  await staff.getByLabel('File CSV').setInputFiles({
    name: 'listino.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('barcode;price\n8032172001372;sette euro\n'),
  });
  await staff.getByRole('button', { name: 'Verifica il file' }).click();
  await expect(
    staff.getByRole('heading', { name: '1 errore nel file: niente è stato applicato' }),
  ).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Errori riga per riga' })).toContainText('price');
  await expect(staff.getByRole('button', { name: 'Applica le modifiche' })).toBeDisabled();
  await expectNoSeriousViolations(staff);
  await staffContext.close();
});
