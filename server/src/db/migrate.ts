import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';
import { sql } from 'drizzle-orm';
import { installJobQueue } from '../jobs/job-queue-install';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the versioned migrations, then the job queue's schema and queues; the advisory locks
 * let several processes start at once.
 */
export async function runMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migrate(tx as unknown as Db, { migrationsFolder });
  });
  await installJobQueue(db);
}
