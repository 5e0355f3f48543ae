import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, violationsFrom } from '../support/accessibility';
import { saveShot } from '../support/screenshots';

const italianPrice = /^\d+,\d{2} €$/;
const englishPrice = /^€\d+\.\d{2}$/;
const slotLine = /^Prima consegna disponibile.+, \d{2}:\d{2}-\d{2}:\d{2}$/;
const noSlot = 'Nessuno slot disponibile per la consegna o il ritiro della spesa';

function watchErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Comune o CAP' });
const storeGroup = (page: Page) => page.getByRole('group', { name: 'Scegli il negozio' });
const enterButton = (page: Page) => page.getByRole('button', { name: 'Vai al negozio' });

/** The slot line, or the no-slot message: either is a valid answer from the demo shop. */
async function expectFirstSlotShown(page: Page): Promise<void> {
  const slot = page.getByTestId('first-slot');
  await expect(slot).toBeVisible();
  const text = ((await slot.textContent()) ?? '').trim();
  if (text !== noSlot) expect(text.replace(/\s+/g, ' ')).toMatch(slotLine);
}

/** Mode, place, store with the mouse; returns the chosen store's name. */
async function completeLanding(page: Page): Promise<string> {
  await page.goto('/app/');
  await page.getByRole('radio', { name: 'Consegna a domicilio' }).check();
  await combobox(page).fill('Bologna');
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await expect(combobox(page)).toHaveValue('40121 Bologna');
  const store = storeGroup(page).getByRole('radio').first();
  await store.check();
  await expectFirstSlotShown(page);
  return store.evaluate(
    (radio) =>
      document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
}

function productCards(page: Page) {
  return page.getByTestId('product-card');
}

async function expectPricesMatch(page: Page, pattern: RegExp): Promise<void> {
  const grid = page.getByRole('list').filter({ has: productCards(page) });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => productCards(page).count()).toBeGreaterThanOrEqual(6);
  for (const price of await productCards(page).getByTestId('product-price').allTextContents()) {
    expect(price.trim()).toMatch(pattern);
  }
}

async function columnCount(page: Page): Promise<number> {
  const tops = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getBoundingClientRect().top),
  );
  return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 1).length;
}

/** Images load lazily: scroll through the page so a full-page shot has those in view. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          // Banners waiting off to the side of the carousel load when they slide in.
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.right > 0 && box.left < window.innerWidth;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

test('a guest chooses mode, place and store, then shops from /home', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  const storeName = await completeLanding(page);
  await expect(enterButton(page)).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, `landing-${testInfo.project.name}.png`, true);

  await enterButton(page).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`La tua spesa da ${storeName}`);
  await expect(page.getByRole('img', { name: 'Le offerte della settimana' })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Esplora il negozio' });
  await expect(strip.getByRole('link', { name: 'In offerta' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'A marchio' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Senza glutine' })).toBeAttached();
  await expect(strip).toHaveAttribute(
    'data-per-view',
    testInfo.project.name === 'mobile' ? '2' : '6',
  );
  await expectPricesMatch(page, italianPrice);
  const allowedColumns = testInfo.project.name === 'mobile' ? [2] : [4, 5, 6];
  expect(allowedColumns).toContain(await columnCount(page));

  // The default store is persisted: a reload stays on this store's home.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`La tua spesa da ${storeName}`);
  await expectPricesMatch(page, italianPrice);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your shopping at ${storeName}`);
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expectPricesMatch(page, englishPrice);
  await page.getByRole('button', { name: 'Italiano' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prodotti in evidenza' })).toBeVisible();

  await loadLazyImages(page);
  await saveShot(page, `home-${testInfo.project.name}.png`, true);

  // Issue 27.11: with the header's suggestions open over home (on phones, the header's search
  // shown beside home's own search block), no moderate axe finding (landmark-unique).
  const banner = page.getByRole('banner');
  const headerBox = banner.getByRole('combobox', { name: 'Cerca prodotti' });
  if (!(await headerBox.isVisible()))
    await banner.getByRole('button', { name: 'Mostra la ricerca' }).click();
  await headerBox.fill('parmig');
  await expect(page.getByRole('listbox', { name: 'Suggerimenti' })).toBeVisible();
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await headerBox.press('Escape');

  // Focus stops the phone autoplay and brings the tile into view before it is followed.
  const offers = page.getByRole('region', { name: 'Esplora il negozio' }).getByRole('link', {
    name: 'In offerta',
  });
  await offers.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?onlyPromotions=true$/);
  expect(errors).toEqual([]);
});

test('landing and home have no serious accessibility violations', async ({ page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('radio', { name: 'Consegna a domicilio' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await completeLanding(page);
  await combobox(page).fill('Bolo');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('option', { name: '40121 Bologna' }).click();
  await storeGroup(page).getByRole('radio').first().check();
  await expectFirstSlotShown(page);

  await enterButton(page).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expectPricesMatch(page, italianPrice);
  await expectNoSeriousViolations(page);
});

test('the landing flow can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/app/');
  const homeDelivery = page.getByRole('radio', { name: 'Consegna a domicilio' });
  await expect(homeDelivery).toBeVisible();

  await tabTo(page, homeDelivery);
  await page.keyboard.press('Space');
  await expect(homeDelivery).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('Bologna');
  const wanted = page.getByRole('option', { name: '40121 Bologna' });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 20 && (await wanted.getAttribute('aria-selected')) !== 'true'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await wanted.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toHaveValue('40121 Bologna');

  const firstStore = storeGroup(page).getByRole('radio').first();
  await expect(firstStore).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(firstStore).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstStore).toBeChecked();
  await expectFirstSlotShown(page);

  await tabTo(page, enterButton(page), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('the strip autoplays only on phones, and never with reduced motion', async ({
  page,
}, testInfo) => {
  await completeLanding(page);
  await enterButton(page).click();
  const strip = page.getByRole('region', { name: 'Esplora il negozio' });
  const pause = strip.getByRole('button', { name: 'Ferma lo scorrimento automatico' });
  // Autoplay is for screens below 480 px (spec 2): the desktop strip stays still.
  if (testInfo.project.name !== 'mobile') {
    await expect(strip).toHaveAttribute('data-autoplay', 'false');
    await expect(pause).toHaveCount(0);
    return;
  }
  await expect(strip).toHaveAttribute('data-autoplay', 'true');
  await expect(pause).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(strip).toHaveAttribute('data-autoplay', 'false');
});

/** The browser's install offer, as Chromium fires it when the shop can be installed. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
}

/** Whether two boxes overlap, in the page's coordinates. */
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every shown form control's box in the page's coordinates (the scroll added). */
function controlBoxes(page: Page): Promise<(Box & { name: string })[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('form input, form select, form textarea, form button')]
      .map((control) => {
        const box = control.getBoundingClientRect();
        return {
          name: control.outerHTML.slice(0, 80),
          x: box.x + window.scrollX,
          y: box.y + window.scrollY,
          width: box.width,
          height: box.height,
        };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

// Issue 27.8: at 390 px the three steps started below a full-screen welcome, and the install
// banner covered the lower part of the form.
test('the first step shows on the first screen, and the install banner covers no form control', async ({
  page,
}, testInfo) => {
  await page.goto('/app/');
  // The first step, service and place, without scrolling.
  await expect(page.getByRole('radio', { name: 'Consegna a domicilio' })).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByRole('radio', { name: 'Ritiro in negozio' })).toBeInViewport({ ratio: 1 });
  await expect(combobox(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await offerInstall(page);
  const banner = page.getByRole('complementary', { name: /installa/i });
  await expect(banner).toBeAttached();
  await saveShot(page, `landing-install-${testInfo.project.name}.png`);
  // Wherever the page is scrolled, the banner lies over no control of the form.
  for (const y of [0, 300, 600, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = await banner.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.x + window.scrollX,
        y: rect.y + window.scrollY,
        w: rect.width,
        h: rect.height,
      };
    });
    const bannerBox = { x: box.x, y: box.y, width: box.w, height: box.h };
    const covered = (await controlBoxes(page)).filter((control) => overlap(bannerBox, control));
    expect(
      covered.map((control) => control.name),
      `scrolled to ${y}`,
    ).toEqual([]);
  }
});
