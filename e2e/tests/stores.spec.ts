import { type Page, type TestInfo } from '@playwright/test';
import { withPlainShell } from '../support/plain-shell';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { saveShot } from '../support/screenshots';

const localHosts = new Set(['127.0.0.1', 'localhost']);
/** The locator waits this long after typing before it searches (spec 9). */
const SEARCH_DEBOUNCE_MS = 1000;

/** Every URL the page asks for, to prove the locator never reaches a third party (tiles, fonts). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectOnlyLocalRequests(urls: string[]): void {
  const remote = urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && !localHosts.has(hostname);
  });
  expect(remote).toEqual([]);
}

/** Shrinks the locator's page size so the ten demo stores need a pager. */
async function useSmallPages(page: Page, size: number): Promise<void> {
  await withPlainShell(page);
  await page.route('**/cli/configuration/web', async (route) => {
    const response = await route.fetch();
    const body = response.ok() ? ((await response.json()) as { data?: object }) : {};
    await route.fulfill({
      json: {
        responseCode: 0,
        data: {
          features: {
            smartLists: false,
            savedPayments: false,
            stateDropdown: false,
            cartLists: false,
          },
          mapAttribution: '',
          defaultStateId: null,
          ecommerce: true,
          ...body.data,
          mapTileUrl: null,
          storesPageSize: size,
        },
      },
    });
  });
}

function storeRows(page: Page) {
  return page.getByRole('list', { name: 'Elenco dei punti vendita' }).getByTestId('store-row');
}

function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** Opens a store: a click on desktop fills the detail column, on a phone it expands the row. */
async function openStore(page: Page, name: string, testInfo: TestInfo) {
  const row = storeRows(page).filter({ hasText: name });
  // A second click would fold an accordion row that is already open.
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  if (isMobile(testInfo)) {
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    return page.getByRole('region', { name: new RegExp(`^${name}`) });
  }
  await expect(row).toHaveAttribute('aria-current', 'true');
  return page.getByTestId('store-detail');
}

test('stores: search Parma, open its detail, only local requests', async ({ page }, testInfo) => {
  const requests = recordRequests(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/app/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
  await expect(storeRows(page).first()).toBeVisible();
  expect(await storeRows(page).count()).toBeGreaterThan(1);

  const searched = page.waitForResponse(
    (r) => r.url().includes('/cli/stores/ecommerce') && r.url().includes('q=Parma'),
  );
  const typedAt = Date.now();
  await page.getByRole('searchbox', { name: 'Cerca un punto vendita' }).fill('Parma');
  await searched;
  // The search waits for the debounce rather than firing on the keystroke.
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
  await expect(storeRows(page)).toHaveCount(1);
  await expect(storeRows(page).first()).toContainText('Spesa Parma Montanara');

  const detail = await openStore(page, 'Spesa Parma Montanara', testInfo);
  // The row always shows the address; the desktop detail column repeats it next to the map.
  const address = /Via Montanara \d+, 43124 Parma \(PR\)/;
  await expect(storeRows(page).first()).toContainText(address);
  if (!isMobile(testInfo)) await expect(detail).toContainText(address);
  await expect(detail.getByRole('link', { name: /Apri nella mappa/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=.*#map=18\//,
  );
  const rows = detail.getByTestId('timetable-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText('Lunedì');
  await expect(rows.last()).toContainText('Domenica');
  await expect(detail.getByRole('heading', { name: 'Servizi' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Reparti' })).toBeVisible();
  await expect(detail.getByTestId('store-map').locator('.leaflet-marker-icon')).toBeVisible();
  await expect(detail.getByTestId('store-map').locator('.leaflet-tile')).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: 'Offerte in questo negozio' })).toBeVisible();
  await expect(detail.locator('a[href^="/app/product/"]').first()).toBeVisible();

  await expectNoSeriousViolations(page);
  expectOnlyLocalRequests(requests);
  expect(pageErrors).toEqual([]);
});

test('stores: the pager moves through the pages', async ({ page }) => {
  await useSmallPages(page, 3);
  const requests = recordRequests(page);
  await page.goto('/app/stores');

  const pager = page.getByRole('navigation', { name: 'Pagine dei punti vendita' });
  await expect(pager.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(storeRows(page)).toHaveCount(3);
  const firstPage = await storeRows(page).allTextContents();

  await pager.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(pager.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => storeRows(page).allTextContents()).not.toEqual(firstPage);

  await pager.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(pager.getByRole('button', { name: 'Pagina 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pager.getByRole('button', { name: 'Pagina 4' }).click();
  await expect(pager.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  await expect(storeRows(page)).toHaveCount(1);

  expectOnlyLocalRequests(requests);
});

test.describe('with the position shared', () => {
  test.use({
    geolocation: { latitude: 44.4949, longitude: 11.3426 },
    permissions: ['geolocation'],
  });

  test('stores: sort by distance from Bologna', async ({ page }) => {
    await page.goto('/app/stores');
    await expect(storeRows(page).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Distanza' }).check();
    await expect(storeRows(page).first()).toContainText('Spesa Bologna');
    await expect(storeRows(page).first()).toContainText(/Distanza: \d+,\d km/);
  });
});

test('stores: keyboard only, then screenshots', async ({ page }, testInfo) => {
  const requests = recordRequests(page);
  await page.goto('/app/stores');
  await expect(storeRows(page).first()).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Cerca un punto vendita' });
  await search.focus();
  await page.keyboard.type('Bologna');
  await expect(storeRows(page).first()).toContainText('Bologna');
  await expect.poll(() => storeRows(page).count()).toBeLessThan(10);

  // Tab from the search box past the sort choice to the first store, then open it with Enter.
  const firstRow = storeRows(page).first();
  for (let i = 0; i < 6 && !(await firstRow.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(firstRow).toBeFocused();
  const second = storeRows(page).nth(1);
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  if (isMobile(testInfo)) {
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(second).toHaveAttribute('aria-current', 'true');
    const name = (await second.locator('span').first().textContent()) ?? '';
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  await search.fill('');
  await expect.poll(() => storeRows(page).count()).toBeGreaterThan(2);
  const detail = await openStore(page, 'Spesa Bologna Mazzini', testInfo);
  await expect(detail.getByRole('heading', { name: 'Offerte in questo negozio' })).toBeVisible();
  await expect(detail.locator('img').last()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, `stores-${testInfo.project.name}.png`, true);
  expectOnlyLocalRequests(requests);
});
