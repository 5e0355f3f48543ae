import type { BrowserContext, Page } from '@playwright/test';

/**
 * The server draws the common first screens into their HTML (issue 15): inert until the app
 * has hydrated it, as it is for a shopper. A test that loads a
 * page acts on the app, so after each load it waits for that render. Pages outside the app
 * (the offline page, the sandbox, the mailbox) have no picture and pass at once.
 */
async function appRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-drawn-screen]'), null, {
    timeout: 30_000,
  });
}

function waitAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRendered(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRendered(page);
    return response;
  };
}

/** Every page of the context, the first and those opened later, waits for the app after a load. */
export function waitForAppAfterLoads(context: BrowserContext): void {
  for (const page of context.pages()) waitAfterLoads(page);
  context.on('page', waitAfterLoads);
}
