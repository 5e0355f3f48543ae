import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { poolDb } from './pg-boss-db';
import { JOB_SCHEMA, QUEUES, queueOptions } from './queues';

/**
 * Creates (or upgrades) pg-boss's schema and the shop's queues: part of every start's
 * migrations (db/migrate.ts), so a test database cloned from the migrated template has them and
 * a write can enqueue in its transaction before any worker runs. pg-boss serialises its own
 * schema changes with an advisory lock, so several processes may start at once.
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({
    db: poolDb(db.$client),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  let failure: unknown;
  boss.on('error', (err) => (failure ??= err));
  await boss.start();
  try {
    for (const q of QUEUES) {
      await boss.createQueue(q.name, queueOptions(q));
      // A queue created by an older release takes this release's settings.
      await boss.updateQueue(q.name, queueOptions(q));
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failure) throw failure;
}
