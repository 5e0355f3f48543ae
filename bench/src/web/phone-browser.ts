import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the web bench drives: Debian's chromium-headless-shell (the same Blink and V8 as
 * chromium, and what Playwright itself runs headless), else chromium. The full chromium's
 * headless mode also opens the desktop's own pages with each window (the omnibox popup's WebUI
 * renderer): 1.3-1.9 s of CPU, unthrottled, at the very moment the measured page loads, which on
 * this two-core machine takes half of it away from the page. A phone's browser has no such
 * thing, so the figures would be this machine's, not the shop's. CHROMIUM_PATH picks another.
 */
export function phoneBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium';
}

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: phoneBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
