import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ShopServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The real server (`npm start`'s process) on the demo shop and the production build in web/dist,
 * with its own database folder so the browser tests' and the API bench's data stay apart.
 */
export async function startShopServer(repoRoot: string, port: number): Promise<ShopServer> {
  // node itself (not npx), so the stop signal reaches the server, which stops its PostgreSQL.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(repoRoot, 'data/bench-web'),
      WEB_DIST: process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'web/dist'),
      NODE_ENV: 'production',
      // Production must name its origin; the browser's writes come from it.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // No third-party tiles: the map's bytes would be OpenStreetMap's, not ours.
      MAP_TILE_URL: 'none',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // The first start seeds the demo shop, which takes a while on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server not ready after 300 s');
}
