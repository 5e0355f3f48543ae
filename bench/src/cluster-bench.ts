import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDb } from '@spesa/server/db';
import { startPostgresPair } from '@spesa/server/cluster/postgres-pair';
import { startServerProcess, type ServerProcess } from '@spesa/server/testing/server-process';
import { clusterClient } from '@spesa/server/cluster/cluster-client';
import { fillCart, firstSlot, freezeBody, target } from '@spesa/server/cluster/order-steps';
import { insertTestUser, sessionCookieFor } from '@spesa/server/testing/users';
import type { Db } from '@spesa/server/db';
import { percentile } from './order-flow';

/**
 * `npm run bench:cluster` (issue 33): 1, 2 and 3 app processes on one PostgreSQL (the
 * primary of the cluster test; its replica idles), throughput and p99 of listing and search
 * (autocannon, one instance per process, summed) and of order placement (cash orders of
 * five lines, ORDERS at a time, through the processes in turn). On a 2-core machine the
 * curve flattens at the cores: a process beyond them only shares the same CPU.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ORDERS = 24;
const ORDER_CONCURRENCY = 6;

/** Orders placed per second and the p99 of one placement, carts filled beforehand. */
async function orders(db: Db, apps: ServerProcess[]) {
  const client = clusterClient(apps);
  const { storeId, barcodes } = await target(db);
  const shoppers = await Promise.all(
    Array.from({ length: ORDERS }, async () => ({
      cookie: await sessionCookieFor(db, (await insertTestUser(db)).id),
    })),
  );
  const carts = await Promise.all(shoppers.map((s) => fillCart(client, s, storeId, barcodes)));
  const slot = await firstSlot(client, shoppers[0]!, carts[0]!);
  await db.execute(sql`update slot_instances set capacity = 100000`);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ORDER_CONCURRENCY }, async () => {
      while (next < ORDERS) {
        const i = next++;
        const t = performance.now();
        const { body } = await client.call('POST', '/cli/ecommerce/cart/freeze', {
          cookie: shoppers[i]!.cookie,
          body: freezeBody(carts[i]!, slot),
        });
        if (body.responseCode !== 0) throw new Error(`order refused: ${body.message ?? ''}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: Math.round((ORDERS / seconds) * 10) / 10, p99: Math.round(percentile(times, 99)) };
}

async function load(apps: ServerProcess[], pathOf: () => string) {
  const results = await Promise.all(
    apps.map((a) =>
      autocannon({
        url: a.url,
        connections: Math.max(1, Math.round(CONNECTIONS / apps.length)),
        duration: SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }],
      }),
    ),
  );
  return {
    rps: Math.round(results.reduce((s, r) => s + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function main(): Promise<void> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-bench-cluster-'));
  await fs.chmod(root, 0o755);
  const { primary, replica } = await startPostgresPair(path.join(root, 'pg'), [4760, 4761]);
  const rows: string[] = [];
  const apps: ServerProcess[] = [];
  try {
    const env = (port: number) => ({ PORT: String(port), DEMO_DATA: 'true', LOG_LEVEL: 'error' });
    apps.push(await startServerProcess(primary.url(), env(4720)));
    const db = createDb(primary.url(), 4);
    const store = (
      await db.db.execute<{ id: number }>(sql`select id from stores order by id limit 1`)
    ).rows[0]!.id;
    const words = ['latte', 'pasta', 'olio', 'mele', 'acqua', 'pane', 'caffe', 'riso'];
    let n = 0;
    const listing = () => `/cli/ecommerce/products/${store}?page=${n++ % 20}`;
    const search = () =>
      `/cli/ecommerce/products/${store}?q=${words[n++ % words.length]}&page=${n % 5}`;
    for (const count of [1, 2, 3]) {
      while (apps.length < count)
        apps.push(
          await startServerProcess(primary.url(), {
            ...env(4720 + apps.length),
            DEMO_DATA: 'false',
          }),
        );
      const l = await load(apps, listing);
      const s = await load(apps, search);
      const o = await orders(db.db, apps);
      rows.push(
        `| ${count} | ${l.rps} | ${l.p99} | ${s.rps} | ${s.p99} | ${o.rps} | ${o.p99} | ${Math.round(l.rps / count)} |`,
      );
      console.log(rows.at(-1));
    }
    await db.close();
  } finally {
    await Promise.all(apps.map((a) => a.stop()));
    await replica.stop('immediate').catch(() => undefined);
    await primary.stop('immediate').catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
  }
  console.log(
    `\n${os.cpus().length} cores, ${SECONDS} s per figure, ${CONNECTIONS} connections in all`,
  );
  console.log(
    '| processes | listing req/s | listing p99 ms | search req/s | search p99 ms | orders/s | order p99 ms | listing req/s per process |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  console.log(
    'On 2 cores the curve flattens at the cores: processes beyond them share the same CPU.',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
