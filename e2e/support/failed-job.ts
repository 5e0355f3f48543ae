import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's embedded PostgreSQL (server/src/db/embedded.ts): its port is in the
 * postmaster.pid of the run's data folder (fourth line), its user and password are fixed.
 */
export async function e2eDatabase(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const pid = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid.split('\n')[3]),
    user: 'postgres',
    password: 'spesa-embedded',
    database: 'spesa',
  });
  await client.connect();
  return client;
}

/**
 * A mail-send job as pg-boss leaves it when its last retry failed: what a mail server down
 * for most of a day would leave. Answers the job's id.
 */
export async function insertFailedMailJob(reason: string): Promise<string> {
  const client = await e2eDatabase();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, output, completed_on)
       values ('mail-send', '{"mailId": 0}', 'failed', 10, 10, $1::jsonb, now())
       returning id::text`,
      [JSON.stringify({ name: 'MailRetryLater', message: reason, stack: `Error: ${reason}` })],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
