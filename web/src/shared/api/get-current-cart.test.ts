import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('cart/current', () => {
  it('is asked for by one api file; the early start, which imports nothing, only names it', () => {
    const callers = sourceFiles(srcDir)
      .filter((file) => readFileSync(file, 'utf8').includes("'/cli/ecommerce/cart/current'"))
      .map((file) => path.relative(srcDir, file));
    expect(callers.sort()).toEqual([
      'app/first-screen/early-requests.ts',
      'shared/api/get-current-cart.ts',
    ]);
  });
});
