import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';

let t: TestApp;
let fx: LoadedFixture;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
  [a, b] = await Promise.all([startServerProcess(t.db.url), startServerProcess(t.db.url)]);
}, 150_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.close();
});

interface Sold {
  price: number;
  available: boolean;
}

async function product(server: ServerProcess): Promise<Sold> {
  const res = await fetch(
    `${server.url}/cli/ecommerce/products/barcode/${FIXTURE.barcodes.biscotti}?store=${fx.storeId}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Sold }).data;
}

async function importLine(server: ServerProcess, line: string): Promise<void> {
  const res = await fetch(
    `${server.url}/cli/staff/stores/${fx.storeId}/catalogue/import?dryRun=false`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: admin },
      body: `barcode;price;available\n${line}\n`,
    },
  );
  expect(res.status, await res.text()).toBe(200);
}

describe('two server processes on one PostgreSQL', () => {
  it('serve a price and availability imported through one from the other at once', async () => {
    // Both processes have the current reply cached.
    expect(await product(a)).toMatchObject({ price: 2.59, available: true });
    expect(await product(b)).toMatchObject({ price: 2.59, available: true });
    expect(await product(b)).toMatchObject({ price: 2.59 });

    for (const [cents, available] of [
      [311, false],
      [312, true],
      [313, false],
    ] as const) {
      const euros = (cents / 100).toFixed(2);
      await importLine(
        a,
        `${FIXTURE.barcodes.biscotti};${euros.replace('.', ',')};${available ? 1 : 0}`,
      );
      expect(await product(b)).toMatchObject({ price: cents / 100, available });
      expect(await product(a)).toMatchObject({ price: cents / 100, available });
    }
  });
});
