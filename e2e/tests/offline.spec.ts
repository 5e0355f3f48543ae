import { expect, test } from '../support/test';
import { seriousViolations } from '../support/accessibility';

// Each test has a fresh browser context, so the first visit installs the worker from scratch.
test('after a first visit the service worker answers offline with the offline page, and API replies always come from the network', async ({
  page,
  context,
}) => {
  const apiFromWorker: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/cli/') && response.fromServiceWorker()) {
      apiFromWorker.push(response.url());
    }
  });

  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker registers after the load event and takes the open page over once active.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

  // A visit under the worker: the screen's API calls pass it by.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/app/offline.html');
  // The files of every screen the server draws are precached, so a repeat visit's page finds
  // each file it links in the worker's cache.
  const { screens } = (await (await page.request.get('/app/first-screen-files.json')).json()) as {
    screens: { files: string[] }[];
  };
  const screenFiles = screens.flatMap(({ files }) => files);
  expect(screenFiles.length).toBeGreaterThan(10);
  expect(screenFiles.filter((file) => !cached.includes(file))).toEqual([]);
  expect(cached.filter((path) => path.startsWith('/cli/'))).toEqual([]);
  expect(apiFromWorker).toEqual([]);

  await context.setOffline(true);
  await page.goto('/app/category?c=01');
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(page).toHaveTitle('Spesa: sei offline');
  expect(await seriousViolations(page)).toEqual([]);
  // Offline, an API call fails rather than being answered with an old copy.
  const apiCall = await page.evaluate(() =>
    fetch('/cli/configuration/web').then(
      (response) => `HTTP ${response.status}`,
      () => 'failed',
    ),
  );
  expect(apiCall).toBe('failed');
  expect(apiFromWorker).toEqual([]);

  // Back online, 'Riprova' opens the shop again.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Riprova' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
});
