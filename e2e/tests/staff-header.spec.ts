import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { staffLogIn } from '../support/staff';
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
