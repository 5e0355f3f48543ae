import { describe, expect, it } from 'vitest';
import { forbiddenInShell, shellChunks, type ShellChunk } from './shell-guard';

function chunk(fileName: string, modules: Record<string, number>, extra: Partial<ShellChunk> = {}) {
  return {
    fileName,
    isEntry: false,
    imports: [],
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
    ...extra,
  } satisfies ShellChunk;
}

const zod = '/repo/node_modules/zod/v4/core/schemas.js';
const form = '/repo/node_modules/react-hook-form/dist/index.esm.mjs';

describe('shell guard', () => {
  it('follows static imports from the entry, not dynamic ones', () => {
    const chunks = [
      chunk(
        'entry.js',
        { '/repo/web/src/app/main.tsx': 10 },
        { isEntry: true, imports: ['vendor.js'] },
      ),
      chunk('vendor.js', { '/repo/node_modules/react-dom/cjs/react-dom-client.production.js': 10 }),
      chunk('signup.js', { [zod]: 10 }),
    ];
    expect(shellChunks(chunks).map((c) => c.fileName)).toEqual(['entry.js', 'vendor.js']);
    expect(forbiddenInShell(chunks)).toEqual([]);
  });

  it('names zod and react-hook-form when a shell chunk carries them', () => {
    const chunks = [
      chunk(
        'entry.js',
        { '/repo/web/src/app/main.tsx': 10 },
        { isEntry: true, imports: ['shell.js'] },
      ),
      chunk('shell.js', { [zod]: 100, [form]: 50 }),
    ];
    expect(forbiddenInShell(chunks)).toEqual([`shell.js: ${zod}`, `shell.js: ${form}`]);
  });

  it('ignores modules tree-shaken to nothing', () => {
    const chunks = [chunk('entry.js', { [zod]: 0 }, { isEntry: true })];
    expect(forbiddenInShell(chunks)).toEqual([]);
  });
});
