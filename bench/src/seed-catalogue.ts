import { openDatabase } from '@spesa/server/db';
import { seedDemo } from '@spesa/server/seed';

/**
 * Seeds the bench catalogue into the database at BENCH_DATABASE_URL, in a process of its own
 * (`prepare-catalogue.ts` starts it): seeding 100,000 products takes the process to 750 MB or
 * more, which the bench server's own peak RSS would otherwise report as the server's.
 */
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: '',
  poolSize: 4,
});
try {
  await seedDemo(database.db, { today: new Date(), products: Number(process.env.BENCH_PRODUCTS) });
} finally {
  await database.close();
}
