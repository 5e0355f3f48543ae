import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { app } from '@spesa/server/app';
import { loadConfig } from '@spesa/server/config';
import { openDatabase, type Db } from '@spesa/server/db';
import { seedDemo } from '@spesa/server/seed';

/**
 * Issue 31: the product master import of BENCH_MASTER_PRODUCTS generated products (10,000 by
 * default) through the real route, on the demo shop: the dry run, the import creating them all,
 * then the same file again updating them all. Prints the milliseconds of each.
 */
const count = Number(process.env.BENCH_MASTER_PRODUCTS ?? 10_000);
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), 'data/bench-master');
const config = loadConfig({
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
const db: Db = database.db;
const seeded = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
if ((seeded.rows[0]?.n ?? 0) === 0) await seedDemo(db, { today: new Date() });

const fastify = Fastify({ logger: false });
await fastify.register(app, { db, config });
await fastify.ready();
// The demo's administrator (README), logged in as the staff area does.
const login = await fastify.inject({
  method: 'POST',
  url: '/cli/staff/login',
  payload: { email: 'admin@spesa.it', password: 'Spesa-2026' },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const HEADER =
  'barcode;description;brand;legal_name;net_quantity;net_quantity_unit;category;vat;tags;ingredients;allergens;may_contain;storage;country;operator_name;operator_address;energy_kcal;fat;saturated_fat;carbohydrates;sugars;proteins;salt';
const SUBCATEGORIES = ['0301', '0801', '0803', '0804', '0303', '0305'];

/** A run's lines: the same products each time, `round` changes their names. */
function file(round: number): string {
  const lines = Array.from({ length: count }, (_, i) => {
    const barcode = `29${String(i).padStart(11, '0')}`;
    const sub = SUBCATEGORIES[i % SUBCATEGORIES.length]!;
    return [
      barcode,
      `Prodotto di prova ${i} lotto ${round}`,
      `Marca ${i % 300}`,
      `Alimento di prova ${i}`,
      String(100 + (i % 900)),
      'g',
      sub,
      i % 2 ? '10' : '4',
      i % 7 === 0 ? 'Bio' : '',
      'Farina di frumento, zucchero, uova, burro, nocciole, sale.',
      'glutine,uova,latte,frutta a guscio',
      'soia',
      'Conservare in luogo fresco e asciutto.',
      'Italia',
      `Marca ${i % 300} S.r.l.`,
      'Via Emilia 1, 40121 Bologna (BO)',
      '450',
      '18,5',
      '7',
      '62',
      '30',
      '7,5',
      '0,4',
    ].join(';');
  });
  return [HEADER, ...lines].join('\r\n');
}

async function timed(body: string, dryRun: boolean) {
  const started = performance.now();
  const res = await fastify.inject({
    method: 'POST',
    url: `/cli/staff/products/import?dryRun=${dryRun}`,
    payload: body,
    headers: { 'content-type': 'text/csv', cookie },
  });
  const ms = Math.round(performance.now() - started);
  const reply = res.json<{ responseCode: number; data: { counts: object; errors: unknown[] } }>();
  if (reply.responseCode !== 0) throw new Error(res.body.slice(0, 500));
  return { ms, counts: reply.data.counts };
}

const first = file(1);
const report = {
  products: count,
  fileMb: Math.round((Buffer.byteLength(first) / 2 ** 20) * 10) / 10,
  dryRun: await timed(first, true),
  create: await timed(first, false),
  update: await timed(file(2), false),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
await fastify.close();
await database.close();
