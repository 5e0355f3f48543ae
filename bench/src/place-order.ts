import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { app } from '@spesa/server/app';
import { loadConfig } from '@spesa/server/config';
import { openDatabase, type Db } from '@spesa/server/db';
import { seedDemo } from '@spesa/server/seed';
import { insertTestUser, sessionCookieFor } from '@spesa/server/testing/users';
import { changeFlow } from './order-change-flow';
import { percentile, shopperFlow, type Shopper } from './order-flow';

/**
 * Place-order latency and SQL statements per order on the demo shop: customers fill an IN_STORE
 * cart, list the slots, then freeze — one at a time (latency, statements), then all at once.
 * Beside it, issue 29's change of each placed order: opening it and confirming it (one line's
 * quantity raised, same slot, cash), each timed and its statements counted the same way.
 */
const customers = Number(process.env.BENCH_ORDERS ?? 60);
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), 'data/bench-orders');
const config = loadConfig({
  // Production settings; no mail leaves a bench, but production must name its origin.
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  poolSize: 20,
});
const db: Db = database.db;
const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
if ((count.rows[0]?.n ?? 0) === 0) await seedDemo(db, { today: new Date() });

const fastify = Fastify({ logger: false });
await fastify.register(app, { db, config });
await fastify.ready();

// Every statement any pooled client sends, counted around the call being measured.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function shopper(): Promise<Shopper> {
  const user = await insertTestUser(db);
  return { cookie: await sessionCookieFor(db, user.id) };
}

const flow = shopperFlow(fastify, db);
const change = changeFlow(flow);
const sequential: number[] = [];
const perOrder: number[] = [];
const opening = { ms: [] as number[], statements: [] as number[] };
const confirming = { ms: [] as number[], statements: [] as number[] };

/** Runs `work`, adding its time and statement count to `into`. */
async function measured<T>(into: typeof opening | null, work: () => Promise<T>): Promise<T> {
  const before = statements;
  const started = performance.now();
  const result = await work();
  into?.ms.push(performance.now() - started);
  into?.statements.push(statements - before);
  return result;
}

for (let i = 0; i < customers; i++) {
  const ready = await flow.prepare(await shopper());
  const before = statements;
  const started = performance.now();
  const orderId = await flow.freeze(ready);
  sequential.push(performance.now() - started);
  perOrder.push(statements - before);
  const cartId = await measured(opening, () => change.open(ready, orderId));
  await change.edit(ready, cartId);
  await measured(confirming, () => change.confirm(ready, orderId, cartId));
}

const summary = (m: typeof opening) => ({
  p50: percentile(m.ms, 50),
  p95: percentile(m.ms, 95),
  sqlStatements: { min: Math.min(...m.statements), max: Math.max(...m.statements) },
});

const burst = await Promise.all(
  Array.from({ length: customers }, async () => flow.prepare(await shopper())),
);
const burstStarted = performance.now();
await Promise.all(burst.map((ready) => flow.freeze(ready)));
const burstMs = performance.now() - burstStarted;

const report = {
  orders: customers,
  sequentialMs: {
    p50: percentile(sequential, 50),
    p95: percentile(sequential, 95),
    max: percentile(sequential, 100),
  },
  sqlStatementsPerOrder: { min: Math.min(...perOrder), max: Math.max(...perOrder) },
  change: { openMs: summary(opening), confirmMs: summary(confirming) },
  concurrent: {
    orders: customers,
    totalMs: Math.round(burstMs),
    ordersPerSecond: Math.round((customers / burstMs) * 1000),
  },
};
console.log(JSON.stringify(report, null, 2));
await fastify.close();
await database.close();
