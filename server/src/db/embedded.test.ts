import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SHARED_BUFFERS, startEmbeddedPostgres } from './embedded';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function startHungServer(dataDir: string): Promise<number> {
  const fixture = new URL('./embedded-hang.fixture.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  const pidFile = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}

describe('embedded PostgreSQL', () => {
  it('starts again after the previous server was killed with -9', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-embedded-'));
    dirs.push(dataDir);
    const orphan = await startHungServer(dataDir);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const db = await startEmbeddedPostgres({ dataDir });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ v: number }>('select 41 + 1 as v');
      await client.end();
      expect(rows[0]?.v).toBe(42);
      expect(() => process.kill(orphan, 0)).toThrow();
    } finally {
      await db.stop();
    }
  });

  it('copes with a stale pid file whose process is gone', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-embedded-'));
    dirs.push(dataDir);
    const first = await startEmbeddedPostgres({ dataDir });
    await first.stop();
    await fs.writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), '999999\n/x\n');
    const second = await startEmbeddedPostgres({ dataDir });
    await second.stop();
  });

  // The tests' own server is the embedded one unless TEST_DATABASE_URL names another.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps a catalogue-sized cache, not the 128 MB default',
    async () => {
      const client = new pg.Client({ connectionString: inject('adminUrl') });
      await client.connect();
      const { rows } = await client
        .query<{ shared_buffers: string }>('show shared_buffers')
        .finally(() => client.end());
      expect(rows[0]?.shared_buffers).toBe(SHARED_BUFFERS);
    },
  );

  it.runIf(process.getuid?.() === 0)(
    'explains a data folder the postgres user cannot reach',
    async () => {
      const hidden = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-private-'));
      dirs.push(hidden);
      await fs.chmod(hidden, 0o700);
      await expect(startEmbeddedPostgres({ dataDir: path.join(hidden, 'data') })).rejects.toThrow(
        /not writable by the 'postgres' user/,
      );
    },
  );
});
