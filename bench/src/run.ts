import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server-process';
import { formatRelevance, runRelevance } from '@spesa/server/relevance';
import { coldPaths, scenarios, suggestPath, typedPrefixes, type Scenario } from './scenarios';

const root = path.resolve(import.meta.dirname, '../..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data', `bench-${products}`);
/** How many of the slowest cold requests to print with their time (0: none). */
const coldSlowest = Number(process.env.BENCH_COLD_SLOWEST ?? 20);

interface Row {
  scenario: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
  ratio: string;
}

async function measure(port: number, scenario: Scenario, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: scenario.nextPath() }) }],
  });
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Each request alone, so the figure is the server's path, not a queue. The
 * slowest requests come back by name: the tail is what the p95 is made of.
 */
async function coldPath(port: number, paths: string[]) {
  const timed: { ms: number; path: string }[] = [];
  let failed = 0;
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${p}`);
    await res.arrayBuffer();
    timed.push({ ms: performance.now() - started, path: p });
    if (res.status !== 200) failed++;
  }
  timed.sort((a, b) => a.ms - b.ms);
  const at = (q: number) =>
    tenths(timed[Math.min(timed.length - 1, Math.floor(q * timed.length))]!.ms);
  const slowest = timed
    .slice(-coldSlowest)
    .reverse()
    .map((t) => ({ ms: tenths(t.ms), path: t.path }));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), failed, slowest };
}

/**
 * Waits until the server has worked off what the last load scenario left queued (autocannon
 * stops sending, the server keeps answering): the constant route answering quickly three
 * times in a row, or 10 s. Else the first cold requests wait behind that backlog.
 */
async function settle(port: number) {
  const until = Date.now() + 10_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/bench/constant`)).arrayBuffer();
    quick = performance.now() - started < 5 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const server = await startBenchServer(root, products, dataDir);
try {
  const { sample } = server;
  if (sample.seededMs !== null) console.log(`seeded in ${(sample.seededMs / 1000).toFixed(1)} s`);
  const rows: Row[] = [];
  let constant = 0;
  for (const scenario of scenarios(sample)) {
    await measure(server.port, scenario, 2);
    const r = await measure(server.port, scenario, duration);
    if (rows.length === 0) constant = r.requests.average;
    rows.push({
      scenario: scenario.name,
      reqPerSec: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      ratio: `${((r.requests.average / constant) * 100).toFixed(1)} %`,
    });
  }
  await settle(server.port);
  const cold = await coldPath(server.port, coldPaths(sample, 200));
  // Never-seen prefixes (the scenario above asked the first ones), one at a time: the server's own time.
  const typed = typedPrefixes(sample);
  const suggestCold = await coldPath(
    server.port,
    typed.slice(-200).map((prefix) => `${suggestPath(sample.storeId, prefix)}&_=cold`),
  );
  // The issue 16 relevance suite on this catalogue, through the HTTP API.
  const relevance = await runRelevance(async (q) => {
    const res = await fetch(
      `http://127.0.0.1:${server.port}/cli/ecommerce/products/${sample.storeId}?q=${encodeURIComponent(q)}&s=3`,
    );
    const body = (await res.json()) as { data: { categoryId: string }[] };
    return body.data.map((p) => p.categoryId);
  });
  const memory = (await (await fetch(`http://127.0.0.1:${server.port}/bench/rss`)).json()) as {
    rssMb: number;
    peakRssMb: number;
    heapUsedMb: number;
    externalMb: number;
  };
  console.log(
    `\n${sample.products} products, ${connections} connections, ${duration} s per scenario, store ${sample.storeId}`,
  );
  console.table(rows);
  console.log(
    `cold path (200 never-seen requests one at a time): p50 ${cold.p50} ms, p95 ${cold.p95} ms, max ${cold.max} ms, ${cold.failed} not 200`,
  );
  // Never-seen URLs, so no reply is cached; a search's dictionary reading may be (README).
  console.log(
    `  (no reply cached; a search for a word the mix asked may reuse the dictionary reading it left)`,
  );
  if (coldSlowest > 0) {
    console.log(`slowest ${cold.slowest.length} cold requests:`);
    for (const t of cold.slowest) console.log(`  ${String(t.ms).padStart(6)} ms  ${t.path}`);
  }
  console.log(
    `suggestions cold path (200 never-seen prefixes one at a time): p50 ${suggestCold.p50} ms, p95 ${suggestCold.p95} ms, p99 ${suggestCold.p99} ms, max ${suggestCold.max} ms, ${suggestCold.failed} not 200`,
  );
  console.log(formatRelevance(relevance, `${sample.products} products, store ${sample.storeId}`));
  console.log(
    `server RSS: ${memory.rssMb} MB now, ${memory.peakRssMb} MB at its peak (heap in use ${memory.heapUsedMb} MB, outside the heap ${memory.externalMb} MB)`,
  );
  const out = path.join(root, 'bench', 'results');
  await fs.mkdir(out, { recursive: true });
  const file = path.join(out, `catalogue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await fs.writeFile(
    file,
    JSON.stringify(
      { products, connections, duration, rows, cold, suggestCold, relevance, memory },
      null,
      2,
    ),
  );
  console.log(`results written to ${path.relative(root, file)}`);
} finally {
  server.stop();
}
