import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's mobile profile: slow 4G and a CPU four times slower. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
// The cards' 'Acquista' and the detail page's 'Aggiungi al carrello', once the app runs: the
// server-drawn first screen shows them too, inert until the app has rendered over it.
const BUY_BUTTON = [
  'button[data-state="buy"]:enabled:not([inert] *)',
  'button[data-state="add"]:enabled:not([inert] *)',
].join(', ');

/** The bench's phone (Lighthouse's mobile screen), for the figures and the traces alike. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'it-IT',
};

export interface PageFigures {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** From the start of the navigation until the first buy button is on screen and enabled. */
  buyReadyMs: number | null;
  /** Event Timing duration of the click on it: input to the next paint (INP-like). */
  buyClickMs: number | null;
  /** What the LCP was: the element (tag and class) and, for an image, its file. */
  lcpElement: string;
  /** The elements that moved in the layout shifts counted in CLS (tag.class). */
  shifted: string[];
  /** Whether a service worker controlled the page (a true repeat visit answers from its cache). */
  swControlled: boolean;
}

// Observers installed before any page script (through CDP, so the page's CSP does not apply).
const OBSERVERS = `
  window.__bench = { lcp: 0, lcpElement: '', cls: 0, shifted: [], click: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__bench.lcp = e.startTime;
      const el = e.element;
      const tag = el ? el.tagName.toLowerCase() : '(removed)';
      const name = el && el.className ? tag + '.' + String(el.className).split(' ')[0] : tag;
      window.__bench.lcpElement = name + (e.url ? ' ' + e.url.split('/').pop() : '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__bench.cls += e.value;
      for (const source of e.sources ?? []) {
        const node = source.node;
        const tag = node && node.tagName ? node.tagName.toLowerCase() : '#node';
        const cls = node && node.className ? '.' + String(node.className).split(' ')[0] : '';
        window.__bench.shifted.push(tag + cls);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__bench.click = Math.max(window.__bench.click, e.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVERS);
}

/** Applies the profile to a new tab before it navigates. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

interface BenchWindow {
  __bench: { lcp: number; lcpElement: string; cls: number; shifted: string[]; click: number };
}

/** Opens `url` in a new throttled tab, waits for the page to settle and reads its figures. */
export async function measurePage(
  context: BrowserContext,
  url: string,
  withBuyButton: boolean,
): Promise<PageFigures> {
  const page = await context.newPage();
  await throttle(context, page);
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  let buyReadyMs: number | null = null;
  if (withBuyButton) {
    await page.locator(BUY_BUTTON).first().waitFor({ state: 'visible', timeout: 60_000 });
    buyReadyMs = await page.evaluate(() => performance.now());
  }
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // A new service worker finishes its install (its own downloads) before the page counts as settled.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
  });
  // Paint entries can trail the load event on a slowed CPU.
  await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  const early = await page.evaluate(() => {
    const state = (window as unknown as BenchWindow).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const swControlled = Boolean(navigator.serviceWorker?.controller);
    return {
      lcp: state.lcp,
      lcpElement: state.lcpElement,
      cls: state.cls,
      shifted: [...new Set(state.shifted)],
      fcp,
      swControlled,
    };
  });
  let buyClickMs: number | null = null;
  if (withBuyButton) {
    await page.locator(BUY_BUTTON).first().click();
    await page.waitForTimeout(1500);
    buyClickMs = await page.evaluate(() => (window as unknown as BenchWindow).__bench.click);
  }
  await page.close();
  return {
    fcpMs: Math.round(early.fcp),
    lcpMs: Math.round(early.lcp),
    cls: Math.round(early.cls * 1000) / 1000,
    buyReadyMs: buyReadyMs === null ? null : Math.round(buyReadyMs),
    buyClickMs: buyClickMs === null ? null : Math.round(buyClickMs),
    lcpElement: early.lcpElement,
    shifted: early.shifted,
    swControlled: early.swControlled,
  };
}
