import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const DATA_DIR_PREFIX = 'spesa-e2e-';
// Old enough that no run still using the folder can be alive.
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Each run seeds a fresh embedded database (about 70 MB) in the temp folder; the
 * server still holds it while this run tears down, so earlier runs' folders are removed here.
 */
export default async function globalSetup(): Promise<void> {
  const tmp = os.tmpdir();
  const now = Date.now();
  for (const name of await fs.readdir(tmp)) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const folder = path.join(tmp, name);
    if (folder === process.env.E2E_DATA_DIR) continue;
    const { mtimeMs } = await fs.stat(folder);
    if (now - mtimeMs > STALE_AFTER_MS) await fs.rm(folder, { recursive: true, force: true });
  }
}
