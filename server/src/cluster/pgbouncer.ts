import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { ownedByPostgres } from './postgres-pair';

/** The settings docs/deployment.md describes: transaction pooling, a few server connections. */
const settings = (port: number, primaryPort: number, dir: string) => `[databases]
spesa = host=127.0.0.1 port=${primaryPort} dbname=spesa user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
auth_type = trust
auth_file = ${dir}/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
unix_socket_dir =
logfile = ${dir}/pgbouncer.log
`;

const PGBOUNCER = '/usr/sbin/pgbouncer';

export async function hasPgBouncer(): Promise<boolean> {
  return fs.access(PGBOUNCER).then(
    () => true,
    () => false,
  );
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** PgBouncer in transaction mode in front of the primary; it refuses to run as root. */
export async function startPgBouncer(dir: string, port: number, primaryPort: number) {
  await ownedByPostgres(dir);
  await fs.writeFile(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  const ini = path.join(dir, 'pgbouncer.ini');
  await fs.writeFile(ini, settings(port, primaryPort, dir));
  await ownedByPostgres(dir);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER, ini], { stdio: 'ignore' })
    : spawn(PGBOUNCER, [ini], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await listening(port)); i++)
    await new Promise((r) => setTimeout(r, 100));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/spesa`,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
