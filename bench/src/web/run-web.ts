import fs from 'node:fs';
import path from 'node:path';
import { launchPhoneBrowser, phoneBrowserPath } from './phone-browser';
import { measurePage, PHONE, prepareContext, type PageFigures } from './page-figures';
import { startShopServer } from './shop-server';
import { chooseStore, shopSample } from './shop-sample';
import { startWireProxy } from './wire-proxy';

/**
 * First and repeat visit of the shop's main pages on a phone over slow 4G (Lighthouse's mobile
 * profile), on the production build served by the real server: LCP, CLS, bytes on the wire and
 * the buy button's readiness and click latency. Figures to compare, never pass/fail.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverPort = Number(process.env.BENCH_WEB_PORT ?? 8161);
const proxyPort = Number(process.env.BENCH_WEB_PROXY_PORT ?? serverPort + 1);
const server = await startShopServer(repoRoot, serverPort);
const proxy = await startWireProxy(serverPort, proxyPort);
const origin = `http://127.0.0.1:${proxyPort}`;
const sample = await shopSample(server.origin);

const allPages: { name: string; path: string; storeChosen: boolean; buy: boolean }[] = [
  { name: 'landing', path: '/app/', storeChosen: false, buy: false },
  { name: 'home', path: '/app/home', storeChosen: true, buy: true },
  { name: 'category', path: '/app/category?c=01', storeChosen: true, buy: true },
  { name: 'product', path: `/app/product/${sample.barcode}`, storeChosen: true, buy: true },
  { name: 'search', path: '/app/search?q=pasta', storeChosen: true, buy: true },
  { name: 'stores', path: '/app/stores', storeChosen: true, buy: false },
];

// BENCH_WEB_PAGES=home,category measures those pages alone.
const only = process.env.BENCH_WEB_PAGES?.split(',');
const pages = only ? allPages.filter((target) => only.includes(target.name)) : allPages;
// Repeat visits per page: one visit's LCP on this shared two-core machine moves by 100-300 ms
// from one to the next, so the summary gives the median and the slowest of several.
const repeats = Math.max(1, Number(process.env.BENCH_WEB_REPEATS ?? 3));

interface Row extends PageFigures {
  page: string;
  visit: 'first' | 'repeat';
  kib: number;
}

const browser = await launchPhoneBrowser();
const rows: Row[] = [];
try {
  for (const target of pages) {
    // A fresh profile per page: empty HTTP cache, no service worker, no storage.
    const context = await browser.newContext(PHONE);
    await prepareContext(context);
    if (target.storeChosen) await chooseStore(context, origin, sample.store);
    const visits: Row['visit'][] = ['first', ...Array<'repeat'>(repeats).fill('repeat')];
    for (const visit of visits) {
      proxy.takeBytes();
      const figures = await measurePage(context, `${origin}${target.path}`, target.buy);
      // A repeat visit that no service worker answered would measure the HTTP cache alone.
      if (visit === 'repeat' && !figures.swControlled)
        console.warn(`${target.name}: the repeat visit was not controlled by the service worker`);
      rows.push({
        page: target.name,
        visit,
        kib: Math.round((proxy.takeBytes() / 1024) * 10) / 10,
        ...figures,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
}

console.log(`browser: ${phoneBrowserPath()}`);
console.table(
  rows.map((row) => ({
    page: row.page,
    visit: row.visit,
    'FCP ms': row.fcpMs,
    'LCP ms': row.lcpMs,
    CLS: row.cls,
    KiB: row.kib,
    'buy ready ms': row.buyReadyMs ?? '-',
    'buy click ms': row.buyClickMs ?? '-',
    SW: row.swControlled ? 'yes' : 'no',
    'LCP element': row.lcpElement.slice(0, 40),
  })),
);

/** Per page: the first visit, and the median and slowest of its repeat visits. */
function summary(page: string) {
  const own = rows.filter((row) => row.page === page);
  const repeat = own.filter((row) => row.visit === 'repeat').map((row) => row.lcpMs);
  repeat.sort((a, b) => a - b);
  return {
    page,
    'first LCP ms': own.find((row) => row.visit === 'first')?.lcpMs ?? '-',
    'first KiB': own.find((row) => row.visit === 'first')?.kib ?? '-',
    'repeat LCP median ms': repeat[Math.floor((repeat.length - 1) / 2)] ?? '-',
    'repeat LCP slowest ms': repeat.at(-1) ?? '-',
    'worst CLS': Math.max(...own.map((row) => row.cls)),
  };
}
const summaries = pages.map((target) => summary(target.name));
console.table(summaries);
const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify(
    { profile: 'slow 4G, CPU 4x, 412x823 mobile', browser: phoneBrowserPath(), summaries, rows },
    null,
    2,
  ),
);
console.log(`saved ${path.relative(repoRoot, file)}`);
