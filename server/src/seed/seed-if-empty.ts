import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDemo } from './demo';

/**
 * First start on an empty database: load the demo shop so there is something to
 * see. The advisory lock makes several processes starting together seed once.
 */
export async function seedDemoIfEmpty(db: Db, log: (message: string) => void): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const result = await tx.execute<{ n: number }>(sql`select count(*)::int as n from stores`);
    if ((result.rows[0]?.n ?? 0) > 0) return;
    log('empty database: loading the demo shop');
    const started = Date.now();
    await seedDemo(tx, { today: new Date() });
    log(`demo shop loaded in ${Date.now() - started} ms`);
  });
}
