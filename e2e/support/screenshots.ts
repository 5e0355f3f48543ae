import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Screenshots are for people to look at, never compared: `E2E_SHOTS=1 npm run test:e2e` saves
 * them in e2e/screenshots (gitignored). The default run, CI's, skips them: some 170 full-page
 * PNGs per run cost minutes of CPU that nobody looks at there.
 */
export const SHOTS = process.env.E2E_SHOTS === '1';

/** Saves `file` in e2e/screenshots when screenshots are wanted. */
export async function saveShot(target: Page | Locator, file: string, fullPage = false) {
  if (!SHOTS) return;
  const options = { path: path.join(screenshotDir, file) };
  if ('goto' in target) await target.screenshot({ ...options, fullPage });
  else await target.screenshot(options);
}
