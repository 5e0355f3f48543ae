import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDemo } from './demo';

/** First start on an empty database: load the demo shop so there is something to see. */
export async function seedDemoIfEmpty(db: Db, log: (message: string) => void): Promise<void> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from stores`);
  if ((result.rows[0]?.n ?? 0) > 0) return;
  log('empty database: loading the demo shop');
  const started = Date.now();
  await seedDemo(db, { today: new Date() });
  log(`demo shop loaded in ${Date.now() - started} ms`);
}
