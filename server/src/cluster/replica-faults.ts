import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import type { ServerProcess } from '../testing/server-process';
import type { clusterClient } from './cluster-client';
import type { Server } from './postgres-pair';

type Client = ReturnType<typeof clusterClient>;

/** Poll and slack on top of the lag bound: the replica set polls every 250 ms. */
const POLL_MS = 250;
const SLACK_MS = 1250;

async function onReplica(replica: Server, query: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: replica.url() });
  await c.connect();
  return c.query(query).finally(() => c.end());
}

/**
 * The app processes' connections to the replica. Each process keeps one for its version
 * reads; its pool opens more only for the catalogue reads it sends there (kept 30 s idle).
 */
const replicaConnections = async (replica: Server): Promise<number> =>
  Number(
    (
      await onReplica(
        replica,
        `select count(*)::int as n from pg_stat_activity
         where datname = 'spesa' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      )
    ).rows[0]?.n ?? 0,
  );

/**
 * The replica stopped: guest reads keep answering (from the primary), each process says so
 * in one log line. Then replication paused under a price import: the importer sees its price
 * on its very next read, everyone else within the lag bound.
 */
export async function replicaFaults(opts: {
  db: Db;
  replica: Server;
  client: Client;
  apps: ServerProcess[];
  staffCookie: string;
  maxLagMs: number;
  step: (what: string) => void;
}): Promise<void> {
  const { db, replica, client, apps, step } = opts;
  const row = (
    await db.execute<{ store_id: number; barcode: string; price_cents: number }>(sql`
      select sp.store_id, p.barcode, sp.price_cents from store_products sp
      join products p on p.id = sp.product_id where sp.available order by p.id limit 1`)
  ).rows[0]!;
  const product = `/cli/ecommerce/products/barcode/${row.barcode}?store=${row.store_id}`;
  const listing = `/cli/ecommerce/products/${row.store_id}?q=latte`;
  const alive = apps.filter((a) => !client.dead.has(a));

  // Guest reads the caches have not seen are read on the replica, in a snapshot each.
  for (let page = 0; page < 10; page++)
    assert.equal((await client.call('GET', `${listing}&page=${page + 100}`)).status, 200);
  const connections = await replicaConnections(replica);
  assert.ok(
    connections > alive.length,
    `guest reads went to the replica (${connections} connections there, ${alive.length} processes)`,
  );
  step(`10 guest reads never seen before: read on the replica (${connections} connections there)`);

  await replica.stop('fast');
  for (let i = 0; i < 20; i++) {
    const res = await client.call('GET', i % 2 ? product : `${listing}&page=${i}`);
    assert.equal(res.status, 200, `a guest read failed with the replica down (${res.status})`);
    assert.equal(res.body.responseCode, 0);
  }
  for (const app of alive)
    assert.equal(
      (app.output().match(/replica \S+ unavailable/g) ?? []).length,
      1,
      `one log line per process for the replica down:\n${app.output()}`,
    );
  step('replica stopped: 20 guest reads answered from the primary, one log line per process');
  await replica.start();

  // Replication paused: the primary moves on, the replica stays where it was.
  await new Promise((r) => setTimeout(r, 1000));
  await onReplica(replica, 'select pg_wal_replay_pause()');
  const cents = row.price_cents + 11;
  const euros = (cents / 100).toFixed(2).replace('.', ',');
  const imported = await client.call(
    'POST',
    `/cli/staff/stores/${row.store_id}/catalogue/import?dryRun=false`,
    {
      cookie: opts.staffCookie,
      body: `barcode;price;available\n${row.barcode};${euros};1\n`,
      type: 'text/csv',
    },
  );
  assert.equal(imported.body.responseCode, 0, imported.body.message);
  const returnedAt = Date.now();
  const pin = imported.headers.get('x-catalogue-version');
  assert.ok(pin, 'the import returns the catalogue version to read at');
  const priceOf = async (cookie?: string) =>
    (await client.call<{ price: number }>('GET', product, { cookie })).body.data.price;
  // The importer, on every process in turn: never the old price.
  for (let i = 0; i < 6; i++)
    assert.equal(
      await priceOf(`spesa_cv=${pin}`),
      cents / 100,
      'the importer was served a stale price',
    );
  // Everyone else: the new price within the bound, while the replica stays paused.
  const bound = opts.maxLagMs + POLL_MS + SLACK_MS;
  let fresh = 0;
  while (fresh < 3) {
    const price = await priceOf();
    fresh = price === cents / 100 ? fresh + 1 : 0;
    assert.ok(Date.now() - returnedAt < bound || fresh > 0, `stale price served past ${bound} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  step(
    `replication paused: importer never stale, others fresh after ${Date.now() - returnedAt} ms (bound ${bound} ms)`,
  );
  await onReplica(replica, 'select pg_wal_replay_resume()');
}
