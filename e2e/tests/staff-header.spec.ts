import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN_EMAIL, staffLogIn } from '../support/staff';
import { shot } from '../support/accounts';

/**
 * Issue 17: at 390 px the staff header squeezed the operator's name into a column a word wide
 * beside the brand, itself on two lines. Each part now keeps its words on one line, inside the
 * screen, overlapping nothing, at 1280 and at 390 px.
 */

async function boxOf(part: Locator) {
  return part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, lineHeight };
  });
}

test('the staff header fits its parts on one line each, at 1280 and 390 px', async ({
  page,
}, testInfo) => {
  await staffLogIn(page);
  const banner = page.getByRole('banner');
  const parts = {
    brand: banner.getByText('Area staff'),
    who: banner.getByText(/Operatore/),
    logout: banner.getByRole('button', { name: 'Esci' }),
    language: banner.getByRole('group', { name: 'Lingua' }),
  };
  const boxes = Object.fromEntries(
    await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await boxOf(part)])),
  ) as Record<keyof typeof parts, Awaited<ReturnType<typeof boxOf>>>;
  const width = page.viewportSize()?.width ?? 0;
  for (const [name, box] of Object.entries(boxes)) {
    expect(box.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${name} ends on screen`).toBeLessThanOrEqual(width);
  }
  for (const name of ['brand', 'who'] as const) {
    const { top, bottom, lineHeight } = boxes[name];
    expect(bottom - top, `${name} on one line`).toBeLessThan(lineHeight * 1.5);
  }
  const names = Object.keys(boxes) as (keyof typeof boxes)[];
  for (const a of names)
    for (const b of names) {
      if (a >= b) continue;
      const p = boxes[a];
      const q = boxes[b];
      const apart =
        p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
      expect(apart, `${a} and ${b} do not overlap`).toBe(true);
    }
  await shot(page, testInfo, 'staff-header');
});

const boxOfEach = (all: Element[]) =>
  all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect);

/** Every section on screen; at a desk's width, all on the brand's row (the header one row high). */
async function expectSectionsFit(page: Page, brandText: string) {
  const boxes = await page.getByRole('banner').getByRole('link').evaluateAll(boxOfEach);
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  if (width < 1280) return;
  expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'one row of sections').toBe(1);
  const [brand] = await page.getByRole('banner').getByText(brandText).evaluateAll(boxOfEach);
  const middle = brand!.top + brand!.height / 2;
  expect(middle, 'brand beside the sections').toBeGreaterThan(boxes[0]!.top);
  expect(middle, 'brand beside the sections').toBeLessThan(boxes[0]!.bottom);
}

/**
 * Issue 31 added 'Prodotti' to the administrator's menu, which then wrapped to a second row at
 * 1280 px. All seven sections fit one row at a desk's 1280 px, in Italian and in English; at
 * 390 px every one is still there and on screen (the row wraps, nothing is hidden).
 */
test("the administrator's sections fit one row at 1280 px, all reachable at 390 px", async ({
  page,
}, testInfo) => {
  await staffLogIn(page, ADMIN_EMAIL);
  const links = page.getByRole('navigation', { name: 'Area staff' }).getByRole('link');
  await expect(links).toHaveText([
    'Ordini',
    'Importa catalogo',
    'Negozio',
    'Ricerca',
    'Prodotti',
    'Lavori',
    'Fatture',
  ]);
  await expectSectionsFit(page, 'Area staff');
  await shot(page, testInfo, 'staff-header-admin');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Staff area' }).getByRole('link').last(),
  ).toHaveText('Invoices');
  await expectSectionsFit(page, 'Staff area');
  await shot(page, testInfo, 'staff-header-admin-en');
});
