import pg from 'pg';
import { createDb, type DbHandle } from './client';
import type { PoolMode } from './pool-mode';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface OpenedDatabase extends DbHandle {
  url: string;
  embedded: boolean;
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  log?: (line: string) => void;
  /** Migrations go here when set: the primary itself, past the pooler DATABASE_URL names. */
  directUrl?: string;
  /** 'transaction' behind PgBouncer in transaction mode: no named statements (pool-mode.ts). */
  poolMode?: PoolMode;
}

/** The external server from DATABASE_URL, or embedded PostgreSQL in DATA_DIR; migrated. */
export async function openDatabase(opts: OpenOptions): Promise<OpenedDatabase> {
  let url = opts.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
    stopEmbedded = embedded.stop;
    url = await ensureDatabase(embedded.url, 'spesa');
  }
  const handle = createDb(url, opts.poolSize, opts.poolMode);
  try {
    await migrate(opts.directUrl, handle);
  } catch (err) {
    await handle.close();
    await stopEmbedded?.();
    throw err;
  }
  return {
    ...handle,
    url,
    embedded: Boolean(stopEmbedded),
    close: async () => {
      await handle.close();
      await stopEmbedded?.();
    },
  };
}

/**
 * Every migration, and pg-boss's schema, takes only transaction-level advisory locks, so it is
 * safe through a transaction pooler too; a direct connection keeps a long schema change from
 * holding one of the pooler's few server connections, and is what the docs advise.
 */
async function migrate(directUrl: string | undefined, pooled: DbHandle): Promise<void> {
  if (!directUrl) return runMigrations(pooled.db);
  const direct = createDb(directUrl, 2);
  try {
    await runMigrations(direct.db);
  } finally {
    await direct.close();
  }
}
