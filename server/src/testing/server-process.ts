import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server workspace, where `src/server.ts` lives. */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL, as `kill -9`): nothing of its own shutdown runs. */
  kill(): Promise<void>;
  /** The last 4,000 characters it wrote (its log lines). */
  output(): string;
  /** Resolves with the signal that ended the process (null for an exit of its own). */
  ended: Promise<NodeJS.Signals | null>;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // tsx compiles the server on start: on a busy two-core machine that alone can take 30 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    // A process killed by a signal (a fault point) has signalCode set and exitCode null.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server ended early (${child.signalCode ?? child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready within 90 s:\n${output()}`);
}

/**
 * The real server (`src/server.ts`) in its own OS process, on an external PostgreSQL given by
 * URL: its own connection pool, as a second instance behind a load balancer would have. `env`
 * adds to its environment (e.g. SPESA_FAULT).
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DEMO_DATA: 'false',
      WEB_DIST: path.join(SERVER_DIR, 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(timer);
  };
  try {
    await waitReady(url, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  const kill = async () => {
    child.kill('SIGKILL');
    await ended;
  };
  return { url, stop, kill, ended, output: () => output };
}
