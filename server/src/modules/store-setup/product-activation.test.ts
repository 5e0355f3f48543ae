import { IncompleteProduct } from '@spesa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products } from '../../db/schema';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import { auditRows, dataOf, expectError, staffCall } from '../../testing/store-setup-helpers';

let t: TestApp;
let admin: string;
let operator: string;
let barcode: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  admin = await staffCookieFor(db, (await insertTestStaff(db, { role: 'ADMIN' })).id);
  operator = await staffCookieFor(db, (await insertTestStaff(db, { role: 'OPERATOR' })).id);
  const seeded = await db.execute<{ barcode: string }>(
    sql`select barcode from products where food and um = 'PZ' order by id limit 1`,
  );
  barcode = seeded.rows[0]!.barcode;
  // A food arrives without its ingredients and its operator, off sale.
  await db.execute(sql`update products set active = false, operator_address = null,
    info = jsonb_set(info, '{ingredients}', 'null') where barcode = ${barcode}`);
});
afterAll(() => t?.close());

const activate = (cookie: string, active: boolean) =>
  staffCall(t, cookie, 'PUT', `/cli/staff/products/${barcode}/active`, { active });

describe('incomplete products and activation (issue 31)', () => {
  it('lists to an administrator the foods lacking a mandatory particular, and what each lacks', async () => {
    const list = dataOf(
      await staffCall(t, admin, 'GET', '/cli/staff/products/incomplete'),
      z.array(IncompleteProduct),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ barcode, active: false, missing: ['ingredients', 'operator'] }),
    );
    // The seeded foods are complete: only the one spoilt above is listed.
    expect(list).toHaveLength(1);
    expectError(await staffCall(t, operator, 'GET', '/cli/staff/products/incomplete'), 403, 403);
  });

  it('refuses to put an incomplete food on sale, 4032 with what is missing', async () => {
    const body = expectError(await activate(admin, true), 200, 4032);
    expect(body.message).toMatch(/Prodotto incompleto/);
    expect(body.data).toEqual({ missing: ['ingredients', 'operator'] });
    const [row] = await t.db.db.select().from(products).where(eq(products.barcode, barcode));
    expect(row?.active).toBe(false);
  });

  it('puts it on sale once complete, with an audit row; taking off is always allowed', async () => {
    await t.db.db
      .execute(sql`update products set operator_address = 'Via Roma 1, 40121 Bologna (BO)',
      info = jsonb_set(info, '{ingredients}', '"Acqua, farina di grano tenero."') where barcode = ${barcode}`);
    expect(
      dataOf(await activate(admin, true), z.object({ barcode: z.string(), active: z.boolean() })),
    ).toEqual({
      barcode,
      active: true,
    });
    expect((await auditRows(t, 'product', barcode))[0]).toMatchObject({
      action: 'PRODUCT_ACTIVATE',
      before: { active: false },
      after: { active: true },
    });
    expectError(await activate(operator, false), 403, 403);
    dataOf(await activate(admin, false), z.object({ active: z.boolean() }));
    expectError(
      await staffCall(t, admin, 'PUT', '/cli/staff/products/8000000000000/active', {
        active: true,
      }),
      200,
      4030,
    );
  });

  it('takes a product off every shelf while off sale and puts it back with its prices', async () => {
    const db = t.db.db;
    const sold = await db.execute<{ barcode: string; store_id: number }>(
      sql`select p.barcode, sp.store_id from products p join store_products sp on sp.product_id = p.id
        where p.food order by p.id desc limit 1`,
    );
    const { barcode: code, store_id: storeId } = sold.rows[0]!;
    const rows = async (table: 'store_products' | 'store_products_off_sale') =>
      (
        await db.execute<{ n: number; prices: string }>(
          sql`select count(*)::int as n, string_agg(price_cents::text, ',' order by store_id) as prices
            from ${sql.raw(table)} t join products p on p.id = t.product_id where p.barcode = ${code}`,
        )
      ).rows[0]!;
    const shelves = await rows('store_products');
    expect(shelves.n).toBeGreaterThan(0);
    const put = (active: boolean) =>
      staffCall(t, admin, 'PUT', `/cli/staff/products/${code}/active`, { active });

    dataOf(await put(false), z.object({ active: z.boolean() }));
    expect((await rows('store_products')).n).toBe(0);
    expect(await rows('store_products_off_sale')).toEqual(shelves);
    const inStore = await t.app.inject({
      url: `/cli/ecommerce/products/barcode/${code}?store=${storeId}`,
    });
    expect(inStore.json<{ responseCode: number }>().responseCode).not.toBe(0);

    dataOf(await put(true), z.object({ active: z.boolean() }));
    expect(await rows('store_products')).toEqual(shelves);
    expect((await rows('store_products_off_sale')).n).toBe(0);
  });
});
