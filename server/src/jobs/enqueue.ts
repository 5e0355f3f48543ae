import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client';
import { drizzleDb } from './pg-boss-db';
import { JOB_SCHEMA, type QueueName } from './queues';

/**
 * Only ever sends through the `db` given to each call: never started, it holds no connection.
 * Retry and expiry come from the queue (queues.ts), stored by the install.
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueue: pass the transaction')),
  },
  schema: JOB_SCHEMA,
  supervise: false,
  schedule: false,
  migrate: false,
});

/**
 * Adds a job in the caller's transaction: it runs only if the write it follows commits, and is
 * never lost once that write is saved. Answers the job's id (null when the queue's policy
 * already holds an equal job waiting).
 */
export function enqueue(db: DbOrTx, name: QueueName, data: object): Promise<string | null> {
  return sender.send(name, data, { db: drizzleDb(db) });
}
