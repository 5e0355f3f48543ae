import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD } from '../support/accounts';
import { saveShot } from '../support/screenshots';
import { data } from '../support/staff';

/**
 * Issue 31: an administrator imports the product master data (ours and Open Food Facts'
 * columns), a shopper finds the new products and reads their label information, allergens in
 * bold; a food without ingredients cannot be put on sale; a bad file is refused whole.
 */

/** An EAN-13 with its check digit: the store's price import checks it. */
function ean(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return twelve + String((10 - (sum % 10)) % 10);
}

/** Each project its own products and brand, both running at once against one shop. */
function names(testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'mobile';
  const n = mobile ? '2' : '1';
  return {
    brand: mobile ? 'Fornaretti' : 'Dolcemolo',
    ours: ean(`80999900000${n}`),
    off: ean(`80999900010${n}`),
    bare: ean(`80999900020${n}`),
  };
}

const OURS_HEADER =
  'barcode;description;brand;legal_name;net_quantity;net_quantity_unit;category;vat;ingredients;allergens;may_contain;storage;country;operator_name;operator_address;energy_kcal;fat;saturated_fat;carbohydrates;sugars;proteins;salt';

function oursFile(n: ReturnType<typeof names>) {
  const shared = `Conservare in luogo fresco e asciutto.;Italia;Spesa Società Cooperativa;Via dell'Industria 12, 40138 Bologna (BO);478;20,5;12;65;24;7;0,4`;
  return [
    OURS_HEADER,
    `${n.ours};Savoiardi ${n.brand} 400 g;${n.brand};Biscotti savoiardi;400;g;0801;10;Farina di frumento, zucchero, uova fresche 28%, burro, agenti lievitanti, sale.;glutine,uova,latte;frutta a guscio;${shared}`,
    `${n.bare};Cantucci ${n.brand} 250 g;${n.brand};Biscotti cantucci;250;g;0801;10;;;;${shared}`,
  ].join('\r\n');
}

function offFile(n: ReturnType<typeof names>) {
  const header = [
    'code',
    'product_name',
    'generic_name',
    'brands',
    'quantity',
    'ingredients_text',
    'allergens',
    'traces',
    'origins',
    'conservation_conditions',
    'energy-kcal_100g',
    'fat_100g',
    'saturated-fat_100g',
    'carbohydrates_100g',
    'sugars_100g',
    'proteins_100g',
    'salt_100g',
    'category',
    'vat',
    'operator_name',
    'operator_address',
  ];
  const row = [
    n.off,
    `Crema spalmabile ${n.brand}`,
    'Crema spalmabile alle nocciole e al cacao',
    n.brand,
    '350 g',
    'Zucchero, _nocciole_ 13%, olio di girasole, cacao magro 7%, _latte_ scremato in polvere, emulsionante: lecitina di _soia_.',
    'en:nuts,en:milk,en:soybeans',
    '',
    'Italia',
    'Conservare in luogo fresco e asciutto.',
    '535',
    '31',
    '5',
    '57',
    '55',
    '6',
    '0.1',
    '0803',
    '10',
    `${n.brand} S.r.l.`,
    'Via Emilia 10, 40121 Bologna (BO)',
  ];
  return [header.join('\t'), row.join('\t')].join('\n');
}

async function adminLogIn(page: Page) {
  await page.goto('/app/staff');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@spesa.it');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page
    .getByRole('navigation', { name: 'Area staff' })
    .getByRole('link', { name: 'Prodotti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrafica prodotti' })).toBeVisible();
}

async function importFile(page: Page, name: string, text: string, apply = true) {
  await page
    .getByLabel('File CSV o JSON')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Verifica il file' }).click();
  const report = page.getByTestId('master-report');
  await expect(report.getByRole('status')).toBeVisible();
  if (!apply) return report;
  await expect(report.getByRole('heading', { name: /Verifica riuscita/ })).toBeVisible();
  await page.getByRole('button', { name: 'Applica le modifiche' }).click();
  await expect(report.getByRole('heading', { name: 'Importazione eseguita' })).toBeVisible();
  return report;
}

/** The page keeps to the screen: wide tables scroll inside their frames. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test('an administrator imports products that a shopper then finds, allergens in bold', async ({
  page,
  browser,
}, testInfo) => {
  const n = names(testInfo);
  await adminLogIn(page);
  const ours = await importFile(page, 'anagrafica.csv', oursFile(n), false);
  await expect(ours.getByRole('row').filter({ hasText: n.bare })).toContainText('ingredienti');
  await saveShot(page, `product-master-report-${testInfo.project.name}.png`, true);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Applica le modifiche' }).click();
  await expect(ours.getByRole('heading', { name: 'Importazione eseguita' })).toBeVisible();
  const off = await importFile(page, 'openfoodfacts.tsv', offFile(n));
  await expect(off.getByRole('row').filter({ hasText: n.off })).toContainText('Nuovo');

  // The food without ingredients is listed as incomplete and cannot be put on sale.
  const incomplete = page
    .getByTestId('incomplete-products')
    .getByRole('row')
    .filter({ hasText: n.bare });
  await expect(incomplete).toContainText('ingredienti');
  await incomplete.getByRole('button', { name: /Metti in vendita/ }).click();
  await expect(page.getByText(/Prodotto incompleto.*\(codice 4032\)/)).toBeVisible();
  await saveShot(page, `product-master-${testInfo.project.name}.png`, true);
  await expectNoSeriousViolations(page);

  // The editor: found by EAN, 'sesamo' added to what the savoiardi contain and the nutrition
  // changed (energy, and the optional fibre), in its history.
  const editor = page.getByRole('region', { name: 'Modifica un prodotto' });
  await editor.getByRole('searchbox').fill(n.ours);
  await editor.getByRole('button', { name: 'Cerca' }).click();
  await editor.getByRole('button', { name: new RegExp(n.ours) }).click();
  const form = editor.getByRole('form', { name: /^Informazioni di Savoiardi/ });
  await form
    .getByRole('group', { name: 'Contiene' })
    .getByRole('checkbox', { name: 'sesamo' })
    .check();
  const energy = form.getByRole('spinbutton', { name: 'Energia (kcal)' });
  await expect(energy).toHaveValue('478');
  await expect(form.getByRole('combobox', { name: 'Categoria' })).toHaveValue('0801');
  // The import's schema is checked in the form: energy left empty is named under its field.
  await energy.fill('');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(energy).toHaveAccessibleDescription('Campo obbligatorio');
  await expect(energy).toBeFocused();
  await expectNoSeriousViolations(page);
  await energy.fill('455');
  await form.getByRole('spinbutton', { name: 'Fibre (g, facoltative)' }).fill('2.1');
  await expect(form.getByText('= 1904 kJ')).toBeVisible();
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(editor.getByTestId('product-history')).toContainText('Modificato');
  await expectNoSeriousViolations(page);
  await saveShot(page, `product-master-editor-${testInfo.project.name}.png`, true);
  await expectNoSidewaysScroll(page);

  // Every store lists the two with its price import (a guest browses the first store).
  const stores = await data<{ id: string }[]>(
    await page.request.get('/cli/stores/ecommerce?s=100&p=0'),
  );
  for (const store of stores)
    await data(
      await page.request.post(`/cli/staff/stores/${store.id}/catalogue/import?dryRun=false`, {
        headers: { 'content-type': 'text/csv' },
        data: `barcode;price\n${n.ours};2,49\n${n.off};3,19\n`,
      }),
    );

  // A shopper (another browser) finds both by the brand and reads the label.
  const shopper = await browser.newPage();
  await shopper.goto(`/app/search?q=${n.brand}`);
  await expect(
    shopper.getByRole('link', { name: `Savoiardi ${n.brand} 400 g` }).first(),
  ).toBeVisible();
  await expect(
    shopper.getByRole('link', { name: `Crema spalmabile ${n.brand}` }).first(),
  ).toBeVisible();
  await shopper.goto(`/app/product/${n.off}`);
  const info = shopper.getByRole('region', { name: 'Informazioni sul prodotto' });
  await expect(info.getByText('Crema spalmabile alle nocciole e al cacao')).toBeVisible();
  await expect(info.locator('strong')).toHaveText(['nocciole', 'latte', 'soia']);
  await expect(info.getByText(/^350 g · Prezzo unitario: 9,11 €\/kg$/)).toBeVisible();
  await expect(info.getByText(`${n.brand} S.r.l.`)).toBeVisible();
  await expect(info.getByText('Informazione non disponibile')).toHaveCount(0);
  await expectNoSeriousViolations(shopper);
  await saveShot(shopper, `product-master-page-${testInfo.project.name}.png`, true);
  await shopper.goto(`/app/product/${n.ours}`);
  await expect(
    shopper.getByRole('region', { name: 'Informazioni sul prodotto' }).locator('strong'),
  ).toHaveText(['frumento', 'uova', 'burro']);
  await expect(shopper.getByRole('definition').filter({ hasText: 'sesamo' })).toBeVisible();
  const table = shopper.getByRole('table').filter({ hasText: 'Energia' });
  await expect(table.getByRole('row').filter({ hasText: 'Energia' })).toContainText(
    '1904 kJ / 455 kcal',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Fibre' })).toContainText('2,1 g');
  await shopper.close();
});

test('a bad file is refused whole, with a report line by line', async ({ page }, testInfo) => {
  const n = names(testInfo);
  const bad = ean(`80999900030${n.ours.at(-2)}`);
  await adminLogIn(page);
  const text = [
    OURS_HEADER,
    `${bad};Amaretti;Spesa;Amaretti;200;g;0801;10;Zucchero, mandorle.;frutta a guscio;;Asciutto;Italia;Spesa;Bologna;450;15;2;70;60;8;0,1`,
    `${ean('809999000409')};Senza aliquota;Spesa;Amaretti;200;g;9999;7;Zucchero;;;Asciutto;Italia;Spesa;Bologna;450;15;2;70;60;8;0,1`,
  ].join('\n');
  const report = await importFile(page, 'errori.csv', text, false);
  await expect(
    report.getByRole('heading', { name: '2 errori nel file: niente è stato applicato' }),
  ).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'vat' })).toContainText('3');
  await expect(report.getByRole('row').filter({ hasText: 'categoryId' })).toContainText(
    'sottocategoria inesistente',
  );
  await expect(page.getByRole('button', { name: 'Applica le modifiche' })).toBeDisabled();
  // Sent anyway, the file is refused whole: not even its good line is created.
  const res = await page.request.post('/cli/staff/products/import?dryRun=false', {
    headers: { 'content-type': 'text/csv' },
    data: text,
  });
  expect(((await res.json()) as { responseCode: number }).responseCode).toBe(4000);
  const info = await page.request.get(`/cli/ecommerce/products/barcode/${bad}/info`);
  expect(((await info.json()) as { responseCode: number }).responseCode).toBe(4030);
  await expectNoSeriousViolations(page);
});
