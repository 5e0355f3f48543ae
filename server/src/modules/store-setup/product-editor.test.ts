import { StaffProductDetail, StaffProductHit } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import { dataOf, expectError, staffCall } from '../../testing/store-setup-helpers';

let t: TestApp;
let admin: string;
let operator: string;
let barcode: string;
let description: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  admin = await staffCookieFor(db, (await insertTestStaff(db, { role: 'ADMIN' })).id);
  operator = await staffCookieFor(db, (await insertTestStaff(db, { role: 'OPERATOR' })).id);
  const seeded = await db.execute<{ barcode: string; description: string }>(
    sql`select barcode, description from products where food and um = 'PZ' and net_content is not null
      order by id limit 1`,
  );
  ({ barcode, description } = seeded.rows[0]!);
});
afterAll(() => t?.close());

const detail = async () =>
  dataOf(await staffCall(t, admin, 'GET', `/cli/staff/products/${barcode}`), StaffProductDetail);

describe('the staff product editor (issue 31)', () => {
  it('finds a product by EAN or by a word of its name, for administrators only', async () => {
    const hits = z.array(StaffProductHit);
    expect(
      dataOf(await staffCall(t, admin, 'GET', `/cli/staff/products?q=${barcode}`), hits),
    ).toEqual([expect.objectContaining({ barcode, description, active: true })]);
    const word = description.split(' ')[0]!;
    const byWord = dataOf(
      await staffCall(t, admin, 'GET', `/cli/staff/products?q=${encodeURIComponent(word)}`),
      hits,
    );
    expect(byWord.map((h) => h.barcode)).toContain(barcode);
    expectError(await staffCall(t, operator, 'GET', `/cli/staff/products?q=${barcode}`), 403, 403);
  });

  it('gives the master data as the form edits it, the seeded label read back', async () => {
    const d = await detail();
    expect(d).toMatchObject({ active: true, missing: [], master: { barcode, food: true } });
    expect(d.master.nutrition?.energyKcal).toBeGreaterThan(0);
    expect(d.master.netQuantity).toBeGreaterThan(0);
  });

  it("edits the allergens with the import's rules, each change in the history", async () => {
    const { master } = await detail();
    const saved = dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, {
        ...master,
        allergensContains: [...new Set([...master.allergensContains, 'sesamo'])],
        allergensMayContain: master.allergensMayContain.filter((a) => a !== 'sesamo'),
      }),
      StaffProductDetail,
    );
    expect(saved.master.allergensContains).toContain('sesamo');
    expect(saved.history[0]).toMatchObject({ action: 'PRODUCT_EDIT' });

    const bad = await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, {
      ...master,
      vat: '7',
      categoryId: '9999',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('vat');
    const unknown = await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, {
      ...master,
      categoryId: '9999',
    });
    expect(unknown.json<{ errors: { field: string }[] }>().errors).toEqual([
      { field: 'categoryId', message: "sottocategoria inesistente: '9999'" },
    ]);
  });

  it('saves the sale data and the nutrition declaration, fibre included, and gives them back', async () => {
    const { master } = await detail();
    const nutrition = {
      energyKcal: 412,
      fat: 12.5,
      saturatedFat: 3.1,
      carbohydrates: 60,
      sugars: 22.4,
      fibre: 4.2,
      proteins: 9,
      salt: 0.45,
    };
    const saved = dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, {
        ...master,
        netQuantity: 275,
        netQuantityUnit: 'G',
        maxAmount: 12,
        vat: '10',
        nutrition,
      }),
      StaffProductDetail,
    );
    expect(saved.master).toMatchObject({ netQuantity: 275, maxAmount: 12, vat: '10', nutrition });
    const page = await t.app.inject({
      method: 'GET',
      url: `/cli/ecommerce/products/barcode/${barcode}/info`,
    });
    expect(page.body).toContain('"name":"Fibre","per100":{"value":"4,2 g"}');
    dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, master),
      StaffProductDetail,
    );
  });

  it('takes off sale a product saved without ingredients; deactivation shows in the history', async () => {
    const { master } = await detail();
    const saved = dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, {
        ...master,
        ingredients: null,
      }),
      StaffProductDetail,
    );
    expect(saved).toMatchObject({ active: false, missing: ['ingredients'] });
    dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}`, master),
      StaffProductDetail,
    );
    dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}/active`, { active: true }),
      z.object({ active: z.boolean() }),
    );
    dataOf(
      await staffCall(t, admin, 'PUT', `/cli/staff/products/${barcode}/active`, { active: false }),
      z.object({ active: z.boolean() }),
    );
    expect((await detail()).history.map((h) => h.action).slice(0, 4)).toEqual([
      'PRODUCT_DEACTIVATE',
      'PRODUCT_ACTIVATE',
      'PRODUCT_EDIT',
      'PRODUCT_EDIT',
    ]);
  });
});
