import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FirstScreenFiles } from '@spesa/contracts';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_FILES } from './first-screen-preload.ts';
import { indexAssets } from './index-assets.ts';

// Small files every visit may need, besides what index.html loads.
const STATIC_SHELL = [
  '/app/offline.html',
  '/app/offline.css',
  '/app/favicon.svg',
  '/app/manifest.webmanifest',
  '/app/icons/icon-192.png',
];

/**
 * Writes dist/sw.js from sw-template.js: the files to precache are the scripts and styles
 * index.html loads, those of the screens the server draws (a repeat visit's page then finds
 * every file it links in the worker's cache) and the offline page (pages themselves always
 * come from the network, as the server draws the first screens into them); its version is a
 * hash of index.html, which names the first screens' script and through it their files, so
 * every build that changes the app installs a new worker (sw.js itself is served no-cache).
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  // closeBundle also runs after a failed build: only a written bundle has files to work on,
  // and the build's own error stays the message to read.
  let written = false;
  return {
    name: 'spesa:service-worker',
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
        const { screens } = JSON.parse(
          await fs.readFile(path.join(outDir, FIRST_SCREEN_FILES), 'utf8'),
        ) as FirstScreenFiles;
        const shell = [
          ...new Set([...STATIC_SHELL, ...indexAssets(index), ...screens.flatMap((s) => s.files)]),
        ];
        const version = createHash('sha256')
          .update(index)
          .update(STATIC_SHELL.join())
          .digest('hex')
          .slice(0, 12);
        const template = await fs.readFile(new URL('./sw-template.js', import.meta.url), 'utf8');
        const code = template
          .replace('__VERSION__', version)
          .replace('[/* __SHELL__ */]', JSON.stringify(shell));
        await fs.writeFile(path.join(outDir, 'sw.js'), code);
      },
    },
  };
}
