import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { indexAssets } from './index-assets.ts';

/**
 * Prints what the first screen downloads before any route chunk: the scripts and styles that
 * index.html loads (entry and modulepreloads), in gzip KiB as in Vite's own chunk list.
 */
export function initialSizeReport(): Plugin {
  let outDir = '';
  // closeBundle also runs after a failed build: only a written bundle has files to work on,
  // and the build's own error stays the message to read.
  let written = false;
  return {
    name: 'spesa:initial-size-report',
    apply: 'build',
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
        const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const files = indexAssets(index)
          .filter((file) => /\.(?:js|css)$/.test(file))
          .map((file) => file.replace(/^\/app\//, ''));
        const totals = { js: 0, css: 0 };
        for (const file of files) {
          const gzip = zlib.gzipSync(await fs.readFile(path.join(outDir, file))).length;
          totals[file.endsWith('.js') ? 'js' : 'css'] += gzip;
        }
        const kib = (bytes: number) => (bytes / 1024).toFixed(1);
        console.log(
          `initial load (index.html): ${files.length} files, JS ${kib(totals.js)} KiB gzip, CSS ${kib(totals.css)} KiB gzip`,
        );
      },
    },
  };
}
