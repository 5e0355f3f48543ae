import { sql } from 'drizzle-orm';
import type { FailedJob } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { JOB_SCHEMA } from './queues';

const LIMIT = 100;
const MESSAGE_CHARS = 200;

interface FailedRow extends Record<string, unknown> {
  id: string;
  name: string;
  retryCount: number;
  message: string | null;
  failedAt: Date | string;
}

/** The first line of the recorded error, cut short: what a person needs, no stack. */
export function shortMessage(message: string | null): string {
  const line = (message ?? '').split('\n', 1)[0]!.trim();
  return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS - 1)}…` : line;
}

/**
 * Jobs that ran out of retries, newest first: those still in the queue's table and those
 * pg-boss has archived (kept 7 days). pg-boss's own internal queues are left out.
 */
export async function failedJobs(db: DbOrTx): Promise<FailedJob[]> {
  const from = (table: string) => sql`
    select id::text as id, name, retry_count as "retryCount",
      coalesce(output ->> 'message', output -> 'value' ->> 'message') as message,
      coalesce(completed_on, created_on) as "failedAt"
    from ${sql.raw(`${JOB_SCHEMA}.${table}`)}
    where state = 'failed' and name not like '\\_\\_pgboss%'`;
  const { rows } = await db.execute<FailedRow>(sql`
    ${from('job')} union all ${from('archive')}
    order by "failedAt" desc, id limit ${LIMIT}`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    attempts: r.retryCount + 1,
    lastError: shortMessage(r.message),
    failedAt: new Date(r.failedAt).toISOString(),
  }));
}
