import fs from 'node:fs';
import path from 'node:path';
import { launchPhoneBrowser } from './phone-browser';
import { PHONE, throttle } from './page-figures';
import { startShopServer } from './shop-server';
import { chooseStore, shopSample } from './shop-sample';
import { summariseTrace, type TraceEvent } from './trace-summary';

/**
 * A Chromium performance trace of one first visit per page under the bench's phone profile,
 * saved in bench/results/ (open it in DevTools' Performance panel) and summarised: requests,
 * long main-thread tasks and what filled them, FCP and LCP. `npm run trace:web -w @spesa/bench
 * -- landing product` picks the pages; BENCH_WEB_PORT as for bench:web.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const server = await startShopServer(repoRoot, Number(process.env.BENCH_WEB_PORT ?? 8161));
const sample = await shopSample(server.origin);
const paths: Record<string, string> = {
  landing: '/app/',
  home: '/app/home',
  category: '/app/category?c=01',
  product: `/app/product/${sample.barcode}`,
  search: '/app/search?q=pasta',
  stores: '/app/stores',
};
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['landing', 'product'];
const browser = await launchPhoneBrowser();
const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
try {
  for (const name of wanted) {
    const target = paths[name];
    if (!target) throw new Error(`no page ${name}; pages: ${Object.keys(paths).join(', ')}`);
    const context = await browser.newContext(PHONE);
    if (name !== 'landing') await chooseStore(context, server.origin, sample.store);
    for (const visit of ['first', 'repeat']) {
      const page = await context.newPage();
      await throttle(context, page);
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
          'toplevel',
          'v8',
          '__metadata',
        ],
      });
      await page.goto(`${server.origin}${target}`, { waitUntil: 'load', timeout: 90_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      await page.waitForTimeout(2000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const file = path.join(resultsDir, `trace-${name}-${visit}.json`);
      fs.writeFileSync(file, JSON.stringify(trace));
      console.log(`\n== ${name} (${visit} visit): ${path.relative(repoRoot, file)}`);
      for (const line of summariseTrace(trace.traceEvents)) console.log(line);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
