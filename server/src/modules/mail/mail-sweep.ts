import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { JOB_SCHEMA, MAIL_SEND } from '../../jobs/queues';

const BATCH = 500;

/**
 * Gives a new `mail-send` job to every outbox mail still waiting after `olderThanMinutes` with
 * no job waiting, retrying or running for it: one whose retries ran out (a mail server down
 * for a day), or that was written before the queue existed. A job's failure so never loses the
 * mail; the row's state still decides whether it goes.
 */
export async function requeueStrandedMails(db: Db, olderThanMinutes = 10): Promise<number> {
  const jobs = sql.raw(`${JOB_SCHEMA}.job`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      select o.id from mail_outbox o
      where o.sent_at is null and o.error is null
        and o.created_at < now() - make_interval(mins => ${olderThanMinutes})
        and not exists (
          select 1 from ${jobs} j
          where j.name = ${MAIL_SEND} and j.state < 'completed'
            and j.data ->> 'mailId' = o.id::text)
      order by o.id
      limit ${BATCH}`);
    for (const { id } of rows) await enqueue(tx, MAIL_SEND, { mailId: id });
    return rows.length;
  });
}
