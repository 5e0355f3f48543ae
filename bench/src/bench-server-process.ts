import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { CatalogueSample } from './prepare-catalogue';

export interface BenchServer {
  port: number;
  sample: CatalogueSample;
  stop: () => void;
}

/**
 * bench-server.ts in a process of its own (the real app on a seeded catalogue, with the
 * constant JSON route beside it), listening on loopback; resolves with the port and the
 * catalogue sample it prints once ready.
 */
export async function startBenchServer(
  root: string,
  products: number,
  dataDir: string,
): Promise<BenchServer> {
  console.log(`starting the server on ${products} products (data in ${dataDir})…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bench-server.ts'], {
    cwd: path.join(root, 'bench'),
    env: { ...process.env, DATA_DIR: dataDir, BENCH_PRODUCTS: String(products) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(first) as CatalogueSample & { port: number };
  return { port: info.port, sample: info, stop: () => child.kill('SIGTERM') };
}
