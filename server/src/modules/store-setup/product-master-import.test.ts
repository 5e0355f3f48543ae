import { readFile } from 'node:fs/promises';
import { envelope, ErrorEnvelope, ProductInfo, ProductMasterImportReport } from '@spesa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import { auditRows, expectError, staffCall } from '../../testing/store-setup-helpers';

let t: TestApp;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  admin = await staffCookieFor(db, (await insertTestStaff(db, { role: 'ADMIN' })).id);
  operator = await staffCookieFor(db, (await insertTestStaff(db, { role: 'OPERATOR' })).id);
});
afterAll(() => t?.close());

const upload = (body: string | Buffer, dryRun: boolean, type = 'text/csv', cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/cli/staff/products/import?dryRun=${dryRun}`,
    payload: body,
    headers: { 'content-type': type, cookie },
  });

function reportOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ProductMasterImportReport).parse(res.json()).data;
}

const info = async (barcode: string) =>
  envelope(ProductInfo).parse(
    (await t.app.inject({ url: `/cli/ecommerce/products/barcode/${barcode}/info` })).json(),
  ).data;

const version = async () =>
  (await t.db.db.execute<{ version: number }>(sql`select version from catalogue_version`)).rows[0]!
    .version;

const sample = () =>
  readFile(new URL('../../../../docs/samples/product-master-off.csv', import.meta.url));

const HEADER =
  'barcode;description;brand;own_brand;legal_name;net_quantity;net_quantity_unit;category;unit;um_step;max_amount;vat;tags;ingredients;allergens;may_contain;storage;country;operator_name;operator_address;energy_kcal;fat;salt';
const line = (
  ean: string,
  extra: Partial<Record<'ingredients' | 'vat' | 'category', string>> = {},
) =>
  [
    ean,
    'Frollini al burro',
    'Spesa',
    '1',
    '"Biscotti frollini; al burro"',
    '350',
    'g',
    extra.category ?? '0801',
    'PZ',
    '1',
    '12',
    extra.vat ?? '10%',
    'Territorio',
    extra.ingredients ?? 'Farina di frumento, burro 18%, zucchero, uova, sale.',
    'glutine,latte,uova',
    'frutta a guscio',
    'Conservare in luogo fresco e asciutto.',
    'Italia',
    'Spesa Società Cooperativa',
    'Via dell’Industria 12, 40138 Bologna (BO)',
    '478',
    '20,5',
    '0,4',
  ].join(';');

describe('POST /cli/staff/products/import (issue 31)', () => {
  it('checks an Open Food Facts file in a dry run, line by line, writing nothing', async () => {
    const report = reportOf(await upload(await sample(), true));
    expect(report).toMatchObject({ dryRun: true, applied: false, errors: [], format: 'csv' });
    expect(report.counts).toEqual({ lines: 4, created: 4, updated: 0 });
    expect(report.lines.map((l) => [l.line, l.action, l.missing])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
      [4, 'create', []],
      [5, 'create', []],
    ]);
    const [found] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.barcode, '3017620422003'));
    expect(found).toBeUndefined();
  });

  it('creates the products of the OFF file, on sale, moving the catalogue version with them', async () => {
    const before = await version();
    const report = reportOf(await upload(await sample(), false));
    expect(report).toMatchObject({ applied: true, counts: { created: 4, updated: 0 } });
    expect(await version()).toBeGreaterThan(before);
    const nutella = await info('3017620422003');
    expect(nutella).toMatchObject({
      description: 'Nutella',
      legalName: 'Crema spalmabile alle nocciole e al cacao',
      netQuantity: { value: 400, unit: 'G' },
      operator: { name: 'Ferrero Commerciale Italia S.r.l.' },
      missing: [],
      allergyAdvice: { contains: ['latte', 'frutta a guscio', 'soia'], mayContain: [] },
    });
    expect(nutella.nutrition?.nutrientValues[0]).toEqual({
      name: 'Energia',
      per100: { value: '2255 kJ / 539 kcal' },
    });
    expect((await info('5449000000439')).netQuantity).toEqual({ value: 1500, unit: 'ML' });
    const [row] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.barcode, '8076800195057'));
    expect(row).toMatchObject({
      brand: 'Barilla',
      active: true,
      vatConfigurationId: '4',
      categoryId: '0301',
    });
    const [audit] = await auditRows(t, 'product_master', 'csv');
    expect(audit).toMatchObject({ action: 'PRODUCT_MASTER_IMPORT' });
  });

  it('reads our semicolon file as a Windows-1252 till writes it (CRLF, quotes) and updates by EAN', async () => {
    const text = [HEADER, line('8000000000017')].join('\r\n') + '\r\n';
    // Windows-1252: the apostrophe ’ is byte 0x92, which Latin-1 would read as a control.
    const report = reportOf(await upload(Buffer.from(text.replace(/’/g, '\x92'), 'latin1'), false));
    expect(report.errors).toEqual([]);
    expect(report.counts).toEqual({ lines: 1, created: 1, updated: 0 });
    const created = await info('8000000000017');
    expect(created).toMatchObject({
      legalName: 'Biscotti frollini; al burro',
      operator: { address: 'Via dell’Industria 12, 40138 Bologna (BO)' },
      allergyAdvice: { contains: ['glutine', 'latte', 'uova'], mayContain: ['frutta a guscio'] },
    });
    const json = JSON.stringify([
      {
        barcode: '8000000000017',
        description: 'Frollini al burro 700 g',
        brand: 'Spesa',
        categoryId: '0801',
        vat: '10',
        netQuantity: 700,
        netQuantityUnit: 'G',
        legalName: 'Biscotti frollini al burro',
        ingredients: 'Farina di frumento, burro.',
        allergensContains: ['glutine', 'latte'],
        storage: 'Luogo asciutto',
        country: 'Italia',
        operatorName: 'Spesa Società Cooperativa',
        operatorAddress: 'Bologna',
        energyKcal: 480,
      },
    ]);
    const updated = reportOf(await upload(json, false, 'application/json'));
    expect(updated).toMatchObject({ format: 'json', counts: { created: 0, updated: 1 } });
    const [row] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.barcode, '8000000000017'));
    expect(row).toMatchObject({
      description: 'Frollini al burro 700 g',
      ref: 'M8000000000017',
      netContent: 700,
    });
  });

  it('refuses a bad file whole, with a report naming each line and field', async () => {
    const text = [
      HEADER,
      line('8000000000024'),
      line('8000000000031', { vat: '7', category: '9999' }),
      line('12345'),
    ].join('\n');
    const res = await upload(text, false);
    const body = ErrorEnvelope.extend({ data: ProductMasterImportReport }).parse(res.json());
    expect(body.responseCode).toBe(4000);
    expect(body.data.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'vat'],
      [3, 'categoryId'],
      [4, 'barcode'],
    ]);
    const [row] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.barcode, '8000000000024'));
    expect(row).toBeUndefined();
  });

  it('creates a food without ingredients off sale, and it cannot be put on sale', async () => {
    const report = reportOf(
      await upload([HEADER, line('8000000000048', { ingredients: '' })].join('\n'), false),
    );
    expect(report.lines[0]?.missing).toEqual(['ingredients']);
    const [row] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.barcode, '8000000000048'));
    expect(row?.active).toBe(false);
    expectError(
      await staffCall(t, admin, 'PUT', '/cli/staff/products/8000000000048/active', {
        active: true,
      }),
      200,
      4032,
    );
    // Nor can a store list it with the price import while it is off sale.
    const store = await t.db.db.execute<{ id: number }>(
      sql`select id from stores order by id limit 1`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/cli/staff/stores/${store.rows[0]!.id}/catalogue/import?dryRun=true`,
      payload: 'barcode;price\n8000000000048;2,49\n',
      headers: { 'content-type': 'text/csv', cookie: admin },
    });
    expect(res.json<{ data: { errors: { message: string }[] } }>().data.errors[0]?.message).toMatch(
      /prodotto fuori vendita: 8000000000048/,
    );
  });

  it('is for administrators only', async () => {
    expectError(await upload(await sample(), true, 'text/csv', operator), 403, 403);
  });
});
