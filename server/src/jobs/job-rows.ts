import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { JOB_SCHEMA, type QueueName } from './queues';

export type JobRow = {
  id: string;
  state: string;
  data: Record<string, unknown>;
  retryCount: number;
};

/** Tests' view of a queue's jobs (waiting, running, done or failed), oldest first. */
export async function jobsOf(db: DbOrTx, name: QueueName): Promise<JobRow[]> {
  const { rows } = await db.execute<JobRow>(sql`
    select id::text as id, state::text as state, data, retry_count as "retryCount"
    from ${sql.raw(`${JOB_SCHEMA}.job`)} where name = ${name}
    order by created_on, id`);
  return rows;
}
