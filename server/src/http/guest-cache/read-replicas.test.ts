import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { loadConfig } from '../../config';
import { createReplicaSet, type ReplicaSet } from '../../db/replicas/replica-set';
import { catalogueVersion } from './catalogue-version';
import { frameworkErrors } from '../framework-errors';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { createTestDb, insertTestStaff, staffCookieFor, type TestDb } from '../../testing';
import { tcpProxy } from '../../testing/tcp-proxy';

// Two databases of the test server stand in for a primary and its replica: the "replica" is
// written by hand here, so the test decides exactly how far behind it is.
let primary: TestDb;
let replica: TestDb;
let fx: LoadedFixture;
let server: FastifyInstance;
let replicas: ReplicaSet;
let admin: string;
/** The replica is reached through this: cut, it is a server that stopped. */
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
const logs: string[] = [];
const MAX_LAG_MS = 1500;

const version = async (db: TestDb): Promise<number> =>
  Number(
    (await db.db.execute<{ v: string }>(sql`select version as v from catalogue_version`)).rows[0]!
      .v,
  );

/**
 * The replica catches up with the primary: the biscotti's price and the catalogue version.
 * The hand-made changes of the replica moved its version too, so the primary first commits a
 * version past both (as a newer catalogue write would), and the replica takes it.
 */
async function replicate(): Promise<void> {
  const ahead = Math.max(await version(primary), await version(replica)) + 1;
  await primary.db.execute(sql`update catalogue_version set version = ${ahead}`);
  const cents = (
    await primary.db.execute<{ c: number }>(
      sql`select price_cents as c from store_products where store_id = ${fx.storeId} and product_id = ${fx.ids.biscotti}`,
    )
  ).rows[0]!.c;
  await replica.db.execute(
    sql`update store_products set price_cents = ${cents} where store_id = ${fx.storeId} and product_id = ${fx.ids.biscotti}`,
  );
  await replica.db.execute(sql`update catalogue_version set version = ${await version(primary)}`);
  await replicas.poll();
}

async function price(headers: Record<string, string> = {}): Promise<number> {
  const res = await server.inject({
    url: `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.biscotti}?store=${fx.storeId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { price: number } }).data.price;
}

async function importPrice(euros: string, cookie: string) {
  return server.inject({
    method: 'POST',
    url: `/cli/staff/stores/${fx.storeId}/catalogue/import?dryRun=false`,
    headers: { 'content-type': 'text/csv', cookie },
    payload: `barcode;price;available\n${FIXTURE.barcodes.biscotti};${euros};1\n`,
  });
}

beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDb(), createTestDb()]);
  fx = await loadCatalogueFixture(primary.db);
  expect(await loadCatalogueFixture(replica.db)).toEqual(fx);
  admin = await staffCookieFor(
    primary.db,
    (await insertTestStaff(primary.db, { role: 'ADMIN' })).id,
  );
  const primaryVersions = catalogueVersion(primary.pool.options);
  proxy = await tcpProxy(Number(new URL(replica.url).port));
  const viaProxy = new URL(replica.url);
  viaProxy.port = String(proxy.port);
  replicas = createReplicaSet({
    urls: [viaProxy.toString()],
    mode: 'session',
    maxLagMs: MAX_LAG_MS,
    primaryVersion: () => primaryVersions.current(),
    log: (line) => logs.push(line),
    poolSize: 2,
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  server = Fastify({ logger: { level: 'silent' }, frameworkErrors });
  server.addHook('onClose', () => primaryVersions.close());
  await server.register(app, { db: primary.db, config, replicas });
  await server.ready();
  await replicate();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await replicas?.close();
  await Promise.all([primary?.close(), replica?.close()]);
});

describe('read replicas (DATABASE_REPLICA_URLS)', () => {
  it('serve guest catalogue reads from the replica', async () => {
    // Only the replica has this price: a reply showing it was read there.
    await replica.db.execute(
      sql`update store_products set price_cents = 777 where store_id = ${fx.storeId} and product_id = ${fx.ids.biscotti}`,
    );
    expect(await price()).toBe(7.77);
    await replicate();
    expect(await price()).toBe(2.59);
  });

  it("send the writer's own later reads to the primary until the replica has its write", async () => {
    const res = await importPrice('3,11', admin);
    expect(res.statusCode, res.body).toBe(200);
    const pinned = res.headers['x-catalogue-version'];
    expect(Number(pinned)).toBe(await version(primary));
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('spesa_cv='));
    expect(cookie).toMatch(new RegExp(`^spesa_cv=${String(pinned)};.*HttpOnly`));

    // The importer (cookie or header) sees its price at once; others still read the replica.
    expect(await price({ cookie: `spesa_cv=${String(pinned)}` })).toBe(3.11);
    expect(await price({ 'x-catalogue-version': String(pinned) })).toBe(3.11);
    expect(await price()).toBe(2.59);

    await replicate();
    expect(await price({ cookie: `spesa_cv=${String(pinned)}` })).toBe(3.11);
    expect(await price()).toBe(3.11);
  });

  it('leave out a replica that lags past the bound, for everyone', async () => {
    expect((await importPrice('3,12', admin)).statusCode).toBe(200);
    await replicas.poll();
    expect(await price()).toBe(3.11);
    await new Promise((r) => setTimeout(r, MAX_LAG_MS + 100));
    await replicas.poll();
    expect(await price()).toBe(3.12);
    expect(logs.some((l) => /lags more than 1500 ms/.test(l))).toBe(true);
    await replicate();
    expect(await price()).toBe(3.12);
    expect(logs.at(-1)).toMatch(/caught up/);
  });

  it('keep a reply under the version of the snapshot it was read in', async () => {
    // The replica moves on between the version read and the data read (a hit check and the
    // miss's snapshot): the reply shows the newer data, so it must not be kept under the older key.
    await replica.db.execute(
      sql`update store_products set price_cents = 555 where store_id = ${fx.storeId} and product_id = ${fx.ids.biscotti}`,
    );
    const before = await version(replica);
    const current = replicas.replicas[0]!.versions.current;
    replicas.replicas[0]!.versions.current = async () => {
      const v = await current();
      await replica.db.execute(sql`update catalogue_version set version = ${before + 1}`);
      return v;
    };
    try {
      expect(await price()).toBe(5.55);
    } finally {
      replicas.replicas[0]!.versions.current = current;
    }
    await replicate();
    expect(await price()).toBe(3.12);
  });

  it('fall back to the primary with one log line when the replica is gone, no error', async () => {
    const before = logs.length;
    await replica.db.execute(
      sql`update store_products set price_cents = 999 where store_id = ${fx.storeId} and product_id = ${fx.ids.biscotti}`,
    );
    await proxy.cut();
    for (let i = 0; i < 5; i++) expect(await price()).toBe(3.12);
    const res = await server.inject({ url: `/cli/ecommerce/products/${fx.storeId}?q=biscotti` });
    expect(res.statusCode).toBe(200);
    const lines = logs.slice(before);
    expect(lines.filter((l) => /unavailable/.test(l))).toHaveLength(1);
  });
});
