import path from 'node:path';
import Fastify from 'fastify';
import type pg from 'pg';
import { app } from '@spesa/server/app';
import { loadConfig } from '@spesa/server/config';
import { openDatabase } from '@spesa/server/db';
import { prepareCatalogue } from './prepare-catalogue';

/**
 * Issue 27.12: the plans of the sorted listings and the brand counts on the bench catalogue.
 * Each URL is asked once through the app; the catalogue statements it ran are then run again
 * under EXPLAIN (ANALYZE, BUFFERS). `npm run explain:sorts -w @spesa/bench`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const config = loadConfig({
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data', `bench-${products}`),
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const database = await openDatabase({
  databaseUrl: undefined,
  dataDir: config.dataDir,
  poolSize: 4,
});
const sample = await prepareCatalogue(database.db, database.url, products);
const pool = database.db.$client as pg.Pool;

interface Ran {
  name: string;
  text: string;
  values: unknown[];
}
const ran: Ran[] = [];
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
// Drizzle runs prepared statements as `({ name, text }, values)` on the pool.
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
  const first = args[0] as Partial<Ran> | string;
  if (typeof first === 'object' && first.name?.startsWith('catalogue_'))
    ran.push({
      name: first.name,
      text: first.text ?? '',
      // Drizzle passes the values as the second argument.
      values: first.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []),
    });
  return query(...args);
};

const fastify = Fastify({ logger: false });
await fastify.register(app, { db: database.db, config });
await fastify.ready();

const store = sample.storeId;
const department = sample.departments[0]!;
const urls = [
  `/cli/ecommerce/products/${store}`,
  `/cli/ecommerce/products/${store}?p=40`,
  ...['price', 'unitPrice', 'name'].flatMap((sort) => [
    `/cli/ecommerce/products/${store}?sort=${sort}`,
    `/cli/ecommerce/products/${store}?sort=${sort}&dir=desc&p=40`,
    `/cli/ecommerce/products/${store}?sort=${sort}&category=${department}`,
    `/cli/ecommerce/products/${store}?sort=${sort}&q=latte`,
  ]),
  `/cli/ecommerce/products/${store}?q=latte&brand=Spesa`,
  `/cli/ecommerce/products/${store}/brands`,
  `/cli/ecommerce/products/${store}/brands?q=latte`,
  `/cli/ecommerce/products/${store}/brands?category=${department}`,
];

console.log(`${sample.products} products, store ${store}, department ${department}`);
// ONLY=sort=price: the URLs containing it.
for (const url of urls.filter((u) => u.includes(process.env.ONLY ?? ''))) {
  ran.length = 0;
  const started = performance.now();
  const res = await fastify.inject({ method: 'GET', url });
  const ms = (performance.now() - started).toFixed(1);
  const body = res.json() as { responseCode: number; totalElements?: number };
  console.log(
    `\n${url}: ${ms} ms (first ask), code ${body.responseCode}, ${body.totalElements ?? '-'} matches`,
  );
  for (const r of [...ran]) {
    const plan = await pool
      .query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${r.text}`, r.values)
      .catch((error: Error) => ({ rows: [{ 'QUERY PLAN': `not explained: ${error.message}` }] }));
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const nodes = lines.filter(
      (l) =>
        process.env.PLAN_LINES !== undefined ||
        /(Scan|Sort|Join|Aggregate|Limit|WindowAgg|not explained)/.test(l),
    );
    console.log(`  ${r.name}: ${lines.filter((l) => /Execution Time/.test(l)).join('')}`);
    for (const l of nodes.slice(0, Number(process.env.PLAN_LINES ?? 8)))
      console.log(`    ${l.trim().slice(0, 150)}`);
  }
  // The same URL again, new to the guest cache, for the time a shopper waits once planned.
  const again = performance.now();
  await fastify.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}s=23` });
  console.log(`  asked again (s=23, not cached): ${(performance.now() - again).toFixed(1)} ms`);
}
await fastify.close();
await database.close();
