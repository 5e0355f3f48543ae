import type { BrowserContext, Page } from '@playwright/test';

/**
 * Pages under /app come as the plain shell, not drawn by the server. A drawn first screen
 * carries the replies it was drawn from, the web configuration among them, so a test that
 * changes the configuration the browser sees (a feature on, smaller pages) must have the app
 * ask for it itself, as it does after any shell. The shell is also what a page gets whenever
 * the server does not draw it (first-paint.ts), so this is a path shoppers take too.
 */
export async function withPlainShell(target: BrowserContext | Page): Promise<void> {
  await target.route(
    (url) => url.pathname === '/app' || url.pathname.startsWith('/app/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = new URL('/app/index.html', route.request().url()).href;
      await route.fulfill({ response: await route.fetch({ url: shell }) });
    },
  );
}
