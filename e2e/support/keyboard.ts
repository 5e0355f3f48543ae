import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (as a keyboard user would) until `target` has the focus: proves it can be reached
 * in the tab order, which a click or `focus()` would not. Fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reached with Tab within ${limit} presses`).toBe(true);
}

/** Tabs to `target` and presses Enter on it (links, buttons, form submits). */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}
