import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../db/client';

export interface TestDb extends DbHandle {
  url: string;
  name: string;
}

/** A fresh database cloned from the seeded template: each test file owns one. */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDb');
  const name = `spesa_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    name,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
    },
  };
}
