import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { buildTestApp, type TestApp } from '../../testing';

// The catalogue bench's kept replies (barcode, listing, search, suggestions) are served at
// tens of thousands per second; what a hit costs is the guest cache's hooks and one shared
// read of the catalogue version on a connection of its own. Any statement a hit sends through
// the app's pool (a hook reading the database, a replica check, a freshness query) would
// show up in the bench as a fall of the kept rates: this pins that a hit sends none.

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

/** Statements sent and connections taken through the app's pool while `work` runs. */
async function poolUse(pool: pg.Pool, work: () => Promise<void>) {
  const used = { queries: 0, connects: 0 };
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  pool.query = ((...args: Parameters<typeof query>) => {
    used.queries++;
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
  pool.connect = ((...args: unknown[]) => {
    used.connects++;
    return (connect as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.connect;
  try {
    await work();
  } finally {
    pool.query = query;
    pool.connect = connect;
  }
  return used;
}

const urls = () => [
  `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.caffe}?store=${fx.storeId}`,
  `/cli/ecommerce/products/${fx.storeId}?category=${FIXTURE.firstSub}`,
  `/cli/ecommerce/products/${fx.storeId}?q=biscotti`,
  `/cli/ecommerce/products/${fx.storeId}/suggestions?q=bis`,
];

describe('a kept catalogue reply (the bench scenarios)', () => {
  it('sends no statement through the pool and takes no connection from it', async () => {
    for (const url of urls()) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toBeDefined();
    }
    const used = await poolUse(t.db.pool, async () => {
      for (const url of urls()) {
        for (let i = 0; i < 5; i++) {
          const hit = await t.app.inject({ url });
          expect(hit.statusCode, url).toBe(200);
        }
      }
    });
    expect(used).toEqual({ queries: 0, connects: 0 });
  });

  it('a miss does go through the pool (the counter sees the reads)', async () => {
    const url = `/cli/ecommerce/products/${fx.storeId}/suggestions?q=caf`;
    const used = await poolUse(t.db.pool, async () => {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    });
    expect(used.queries + used.connects).toBeGreaterThan(0);
  });
});
