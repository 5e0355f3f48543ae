import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest
 * levels (done once, not per request), for the server's `preCompressed` static files.
 * Runs last, after the service worker and the manifest are written.
 */
export function precompress(): Plugin {
  let outDir = '';
  // closeBundle also runs after a failed build: only a written bundle has files to work on,
  // and the build's own error stays the message to read.
  let written = false;
  return {
    name: 'spesa:precompress',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        for await (const file of files(outDir)) {
          if (!TEXT.test(file)) continue;
          const text = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(text, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
              },
            }),
            gzip(text, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }
      },
    },
  };
}
