import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '@spesa/contracts';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../..');

/** The app's own source: no tests, no test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

// The business codes (the four-digit ones: the short ones are ordinary numbers too).
const businessCodes = new Set<number>(
  Object.values(errorCatalogue)
    .map((entry) => entry.code)
    .filter((code) => code >= 1000),
);

describe('the web names error codes by the catalogue', () => {
  it('writes no business code as a number literal: errorCatalogue.X.code instead', () => {
    const literals = sourceFiles(srcDir).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/(?<![\w.'"-])\d{4}(?![\w.'"-])/g)]
        .filter((match) => businessCodes.has(Number(match[0])))
        .map((match) => `${path.relative(srcDir, file)}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });
});
