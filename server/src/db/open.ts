import pg from 'pg';
import { createDb, type DbHandle } from './client';
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
  const handle = createDb(url, opts.poolSize);
  try {
    await runMigrations(handle.db);
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
