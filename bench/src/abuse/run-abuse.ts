import path from 'node:path';
import { startBenchServer } from '../bench-server-process';
import { distinctRequests, keptRequest } from './abuse-requests';
import { runBurst, type BurstRequest, type BurstResult } from './burst';
import { probeWhile, quantile } from './probe';

/**
 * Issue 25, item 2: does a burst of server-drawn first pages stall the rest of the shop? The
 * JSON API's p99 (a guest catalogue listing, asked one at a time) while 1,000 requests for
 * /app/home run 50 at a time: (a) with the same cookies, so every page after the first is a
 * kept one, then (b) each with cookies and a query nobody sent before. The ratio b/a is the
 * figure: a server that draws by what the cookies choose, and sends the shell when drawings
 * queue up, keeps it near 1. Loopback only; each burst is bounded in number and in time.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const products = Number(process.env.BENCH_PRODUCTS ?? 2400);
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data', `bench-abuse-${products}`);
const count = Number(process.env.BENCH_BURST ?? 1000);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 50);
const limits = { deadlineMs: 120_000, timeoutMs: 60_000 };
/** Bursts per scenario, one after the other: their probes are pooled into one p99. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  burst: BurstResult;
  probes: number;
  p50: number;
  p99: number;
  max: number;
}

async function underBurst(
  origin: string,
  probeUrl: string,
  nextOfRound: (round: number) => (index: number) => BurstRequest,
): Promise<Figures> {
  const latencies: number[] = [];
  const burst: BurstResult = { sent: 0, drawn: 0, failed: 0, ms: 0 };
  for (let round = 0; round < rounds; round++) {
    await settle(probeUrl);
    const measured = await probeWhile(
      probeUrl,
      runBurst(origin, count, concurrency, nextOfRound(round), limits),
    );
    latencies.push(...measured.latencies);
    burst.sent += measured.result.sent;
    burst.drawn += measured.result.drawn;
    burst.failed += measured.result.failed;
    burst.ms += measured.result.ms;
  }
  return {
    burst,
    probes: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
  };
}

/** Until the server has worked off what a burst left queued: the probe quick three times running. */
async function settle(probeUrl: string) {
  const until = Date.now() + 30_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await (await fetch(probeUrl)).arrayBuffer();
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const show = (name: string, f: Figures) =>
  console.log(
    `${name}: ${f.burst.sent} sent in ${(f.burst.ms / 1000).toFixed(1)} s (${f.burst.drawn} drawn, ` +
      `${f.burst.sent - f.burst.drawn - f.burst.failed} shell, ${f.burst.failed} failed); ` +
      `JSON API over ${f.probes} probes: p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms`,
  );

const server = await startBenchServer(root, products, dataDir);
try {
  const origin = `http://127.0.0.1:${server.port}`;
  console.log(`server ready at ${origin}`);
  const { storeId, storeIds } = server.sample;
  const probeUrl = `${origin}/cli/ecommerce/products/${storeId}?s=20`;
  const kept = keptRequest(storeId);
  // The kept page and the probe's reply are made once before any figure is taken.
  for (const url of [probeUrl, `${origin}${kept.path}`]) {
    const res = await fetch(url, { headers: { cookie: kept.cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  const keptFigures = await underBurst(origin, probeUrl, () => () => kept);
  // A new visitor one second into the distinct burst: a choice nobody drew yet (English, a
  // store's second mode or none) and how long their page takes, drawn or shell.
  const visitor = new Promise<number>((resolve) => setTimeout(resolve, 1000)).then(async () => {
    const started = performance.now();
    const res = await fetch(`${origin}/app/home`, {
      headers: {
        cookie: `${keptRequest(storeIds.at(-1) ?? storeId).cookie.replace('=it', '=en')}`,
      },
    });
    await res.arrayBuffer();
    return Math.round(performance.now() - started);
  });
  // Each round's cookies are new ones: a seed of its own.
  const distinctFigures = await underBurst(origin, probeUrl, (round) =>
    distinctRequests(storeIds, 25 + round),
  );
  const visitorMs = await visitor;
  console.log(
    `\n${rounds} x ${count} requests for /app/home, ${concurrency} at a time; JSON API: ${probeUrl.slice(origin.length)}`,
  );
  show('(a) kept cookies   ', keptFigures);
  show('(b) distinct cookies', distinctFigures);
  console.log(`a new visitor's /app/home during (b): ${visitorMs} ms`);
  console.log(
    `JSON API p99: ${keptFigures.p99} ms (a), ${distinctFigures.p99} ms (b), ratio b/a ${(distinctFigures.p99 / keptFigures.p99).toFixed(2)} (target <= 2)`,
  );
} finally {
  server.stop();
}
