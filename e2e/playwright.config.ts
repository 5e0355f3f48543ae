import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DATA_DIR_PREFIX } from './global-setup';

/**
 * Debian's chromium-headless-shell (the old headless mode, which Playwright itself uses for
 * headless runs) when installed: the same Blink without the full browser's UI process (63 s
 * instead of 82 s of CPU for the same 14 tests here). Otherwise Debian's chromium.
 */
function chromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

const PORT = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

// A fresh embedded database per run, so the demo shop is seeded from scratch.
// Workers load this file again; the env var keeps them on the main process's folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `${DATA_DIR_PREFIX}${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers on two cores: a test spends much of its time waiting on the server, a
  // debounce or an animation, and the other worker's test fills that time. Both projects were
  // written to run at once (each keeps to its own customers and carts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'it-IT',
    // Recording a trace doubles the CPU a test costs (DOM snapshots at every step: 66 s -> 31 s
    // of CPU for purchase + catalogue) and CI keeps only the printed output. E2E_TRACE=1 records
    // one for every test and keeps those that fail, to open with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The system Chromium: Playwright must never try to download its own browsers.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'npm start -w @spesa/server',
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      // Mailed links point to the configured origin only: the one the browser tests open.
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Not 'production': the demo outbox page (/outbox), where the browser tests open the
      // activation and reset links, exists only outside production, and only when asked for.
      NODE_ENV: 'development',
      OUTBOX_PAGE: 'loopback',
      DEMO_DATA: 'true',
      // The demo shop has saved payments on; the browser tests expect every optional feature
      // off and turn one on per test where they need it (payments.spec.ts, support/staff.ts).
      FEATURE_SAVED_PAYMENTS: 'false',
      MAP_TILE_URL: 'none',
      // Every test signs its own customers up, all from this machine's address.
      SIGNUPS_PER_ADDRESS_HOUR: '1000',
      // scrypt at N=2^10: every test signs up and logs in; the production cost has its own tests.
      PASSWORD_HASH_COST: '10',
    },
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
