import { readFile } from 'node:fs/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { envelope, Product } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, storeProducts } from '../../db/schema';
import { toEan13 } from '../../seed/ean13';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { shopToday } from '../../shared/shop-time';
import { addDays } from '../../shared/shop-time';
import {
  auditRows,
  expectError,
  importCsv,
  refusedReportOf,
  reportOf,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

const { mozzarella, caffe, biscotti, latte, parmigiano } = FIXTURE.barcodes;
const HEADER = 'barcode;description;price;promo_price;promo_from;promo_to;available';
/** dd/mm/yyyy, as the tills write dates. */
const italian = (day: string) => day.split('-').reverse().join('/');
const today = shopToday();
const inAWeek = addDays(today, 7);

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

async function shelf(storeId: number, productId: number) {
  const [row] = await s.t.db.db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)));
  return row;
}

async function storePromotions(productId: number) {
  return s.t.db.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.productId, productId), isNotNull(promotions.storeId)));
}

async function netPrice(barcode: string, storeId: number): Promise<number> {
  const res = await s.t.app.inject({
    url: `/cli/ecommerce/products/barcode/${barcode}?store=${storeId}`,
  });
  return envelope(Product).parse(res.json()).data.netPrice;
}

const goodFile = [
  HEADER,
  `${mozzarella};Mozzarelle fiordilatte;2,19;;;;1`,
  `${caffe};"Caffè macinato; moka";3,49;2,79;${italian(today)};${italian(inAWeek)};1`,
  `${biscotti};Biscotti frollini al burro;2,59;;;;0`,
  `${latte};Latte intero;1,29;;;;S`,
].join('\n');

describe('catalogue import, a good file', () => {
  it('writes prices, availability and the store’s offers, audited, and is idempotent', async () => {
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, goodFile, false));
    expect(report).toMatchObject({ dryRun: false, applied: true, errors: [] });
    expect(report.counts).toEqual({
      lines: 4,
      unchanged: 0,
      newInStore: 0,
      priceChanges: 1,
      madeAvailable: 1,
      madeUnavailable: 1,
      promotionsSet: 1,
      promotionsEnded: 1,
    });
    expect(report.changes.find((c) => c.barcode === mozzarella)).toMatchObject({
      line: 2,
      price: { from: 1.99, to: 2.19 },
      available: null,
      promotion: { from: { price: 1.59 }, to: null },
    });
    expect(report.changes.find((c) => c.barcode === caffe)).toMatchObject({
      line: 3,
      price: null,
      promotion: { from: null, to: { price: 2.79, validFrom: today, validTo: inAWeek } },
    });

    const ids = s.fixture.ids;
    expect(await shelf(s.mazzini, ids.mozzarella)).toMatchObject({ priceCents: 219 });
    expect(await shelf(s.mazzini, ids.biscotti)).toMatchObject({ available: false });
    expect(await shelf(s.mazzini, ids.latte)).toMatchObject({ available: true });
    // The store's 20 % on mozzarella is gone; the chain's 0,10 € off stays: 2,19 - 0,10.
    expect(await storePromotions(ids.mozzarella)).toHaveLength(0);
    expect(await netPrice(mozzarella, s.mazzini)).toBe(2.09);
    // The store's fixed 2,79 € beats the chain's 0,50 € off (2,99 €).
    expect(await storePromotions(ids.caffe)).toMatchObject([
      { storeId: s.mazzini, valueType: 'FIXED_PRICE', value: 279 },
    ]);
    expect(await netPrice(caffe, s.mazzini)).toBe(2.79);

    const [row] = await auditRows(s.t, 'store_catalogue', String(s.mazzini));
    expect(row).toMatchObject({ staffId: staff.operatorId, action: 'CATALOGUE_IMPORT' });
    expect(row!.before).toContainEqual(
      expect.objectContaining({ barcode: mozzarella, price: 1.99 }),
    );
    expect(row!.after).toMatchObject({ counts: { priceChanges: 1 } });

    const again = reportOf(await importCsv(s.t, staff.operator, s.mazzini, goodFile, false));
    expect(again.counts).toMatchObject({ lines: 4, unchanged: 4, priceChanges: 0 });
    expect(again.changes).toEqual([]);
  });

  it('adds a catalogue product the store did not sell yet', async () => {
    const file = `${HEADER}\n${caffe};Caffè;3,69;;;;1\n`;
    const report = reportOf(await importCsv(s.t, staff.admin, s.bolognina, file, false));
    expect(report.counts).toMatchObject({ newInStore: 1 });
    expect(report.changes[0]).toMatchObject({
      price: { from: null, to: 3.69 },
      available: { from: null, to: true },
    });
    expect(await shelf(s.bolognina, s.fixture.ids.caffe)).toMatchObject({ priceCents: 369 });
  });
});

describe('catalogue import, the sample file', () => {
  it('docs/samples/catalogue-import.csv fits the demo store', async () => {
    const sample = await readFile(
      new URL('../../../../docs/samples/catalogue-import.csv', import.meta.url),
    );
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, sample, true));
    expect(report.errors).toEqual([]);
    expect(report.counts).toEqual({
      lines: 10,
      unchanged: 3,
      newInStore: 0,
      priceChanges: 3,
      madeAvailable: 0,
      madeUnavailable: 2,
      promotionsSet: 3,
      promotionsEnded: 0,
    });
  });
});

describe('catalogue import, formats', () => {
  it('takes a byte-order mark, CRLF, upper-case headers in any order and 1.234,50', async () => {
    const text = `\uFEFFAVAILABLE;Price;BARCODE\r\nsi;1.234,50;${parmigiano}\r\n;;\r\n`;
    const report = reportOf(
      await importCsv(s.t, staff.operator, s.mazzini, Buffer.from(text), false),
    );
    expect(report.errors).toEqual([]);
    expect(report.counts).toMatchObject({ lines: 1, priceChanges: 1 });
    expect(await shelf(s.mazzini, s.fixture.ids.parmigiano)).toMatchObject({ priceCents: 123_450 });
    // No offer columns: the store's fixed price on the parmigiano is left alone.
    expect(await storePromotions(s.fixture.ids.parmigiano)).toHaveLength(1);
  });

  it('reads a Windows-1252 file and a dot as decimal separator', async () => {
    const text = `barcode;description;price\n${parmigiano};Parmigiano però;19.90\n`;
    const report = reportOf(
      await importCsv(s.t, staff.operator, s.mazzini, Buffer.from(text, 'latin1'), true),
    );
    expect(report.errors).toEqual([]);
    expect(report.changes[0]).toMatchObject({ price: { to: 19.9 } });
  });
});

describe('catalogue import, bad lines', () => {
  const unknown = toEan13('809999900099');
  const miskeyed = `${unknown.slice(0, 12)}${(Number(unknown[12]) + 1) % 10}`;
  const badFile = [
    HEADER,
    `${mozzarella};ok;9,99;;;;1`,
    `${unknown};sconosciuto;1,00;;;;1`,
    `${miskeyed};cifra errata;1,00;;;;1`,
    `${biscotti};prezzo;abc;;;;1`,
    `${caffe};date;3,49;2,00;${italian(inAWeek)};${italian(today)};1`,
    `${mozzarella};doppio;2,00;;;;1`,
    `${latte};flag;1,29;;;;forse`,
    `${parmigiano};data;19,90;9,90;31/02/2026;${italian(inAWeek)};1`,
  ].join('\n');

  it('a real import reports every bad line and applies nothing', async () => {
    const before = await shelf(s.mazzini, s.fixture.ids.mozzarella);
    const auditsBefore = (await auditRows(s.t, 'store_catalogue', String(s.mazzini))).length;
    const report = refusedReportOf(await importCsv(s.t, staff.operator, s.mazzini, badFile, false));
    expect(report.applied).toBe(false);
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'barcode'],
      [4, 'barcode'],
      [5, 'price'],
      [6, 'promo_to'],
      [7, 'barcode'],
      [8, 'available'],
      [9, 'promo_from'],
    ]);
    expect(report.errors[0]!.message).toBe(`prodotto sconosciuto nel catalogo: ${unknown}`);
    expect(report.errors[1]!.message).toContain('cifra di controllo errata');
    expect(report.errors[4]!.message).toBe('prodotto già presente alla riga 2');
    expect(await shelf(s.mazzini, s.fixture.ids.mozzarella)).toEqual(before);
    expect(await auditRows(s.t, 'store_catalogue', String(s.mazzini))).toHaveLength(auditsBefore);
  });

  it('a dry run reports the errors and what the good lines would change', async () => {
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, badFile, true));
    expect(report).toMatchObject({ dryRun: true, applied: false });
    expect(report.errors).toHaveLength(7);
    expect(report.changes.map((c) => c.line)).toEqual([2]);
  });

  it('names a missing column on the header line', async () => {
    const report = reportOf(
      await importCsv(s.t, staff.operator, s.mazzini, 'barcode;prezzo\n1;2', true),
    );
    expect(report.errors).toEqual([
      { line: 1, field: 'price', message: "colonna 'price' mancante" },
    ]);
  });

  it('refuses an empty body and a file over 5 MB', async () => {
    const empty = refusedReportOf(await importCsv(s.t, staff.operator, s.mazzini, '', false));
    expect(empty.errors[0]).toMatchObject({ line: 1, field: 'line' });
    const huge = Buffer.alloc(6 * 1024 * 1024, 'a');
    expectError(await importCsv(s.t, staff.operator, s.mazzini, huge, true), 413, 413);
  });
});

describe('catalogue import, dry run and access', () => {
  it('a dry run of a good file changes nothing', async () => {
    const file = `${HEADER}\n${biscotti};Biscotti;3,09;;;;1\n`;
    const report = reportOf(await importCsv(s.t, staff.operator, s.mazzini, file, true));
    expect(report.counts).toMatchObject({ priceChanges: 1 });
    expect(report.changes[0]).toMatchObject({ price: { to: 3.09 } });
    expect(await shelf(s.mazzini, s.fixture.ids.biscotti)).not.toMatchObject({ priceCents: 309 });
  });

  it('lets only the store’s operators and administrators in', async () => {
    const file = `${HEADER}\n${biscotti};Biscotti;2,59;;;;1\n`;
    const shopper = await newCustomer(s.t);
    expectError(await importCsv(s.t, shopper.cookie, s.mazzini, file, true), 401, 401);
    expectError(await importCsv(s.t, null, s.mazzini, file, true), 401, 401);
    expectError(await importCsv(s.t, staff.stranger, s.mazzini, file, true), 403, 403);
    reportOf(await importCsv(s.t, staff.admin, s.mazzini, file, true));
    expectError(await importCsv(s.t, staff.admin, 999_999, file, true), 200, 404);
  });

  it('wants the file as the body', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/cli/staff/stores/${s.mazzini}/catalogue/import?dryRun=true`,
      payload: { barcode: biscotti },
      headers: { cookie: staff.operator },
    });
    expectError(res, 400, 400);
  });
});
