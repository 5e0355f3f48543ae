import { createHash } from 'node:crypto';
import { build } from 'rolldown';
import type { FirstScreenFiles } from '@spesa/contracts';
import type { Plugin } from 'vite';
import {
  FIRST_SCREEN_PARAMS,
  FIRST_SCREENS,
  type FirstScreen,
} from '../src/app/first-screen/first-screens.ts';
import { indexAssets } from './index-assets.ts';
import type { ShellChunk } from './shell-guard.ts';

/**
 * Where the build writes the first screens (src/app/first-screen/first-screens.ts) with their
 * files, for the server's first paint (server/src/http/web) and the service worker.
 */
export const FIRST_SCREEN_FILES = 'first-screen-files.json';

/** What the preload reads of an output chunk: ShellChunk plus its module and its styles. */
export interface RouteChunk extends ShellChunk {
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files a route's chunk needs beyond those index.html loads (`initialFiles`), as /app/ paths: the chunk, the chunks
 * it imports statically, and their style sheets; what Vite's preload helper would fetch once
 * the router asks for the route.
 */
export function routeFiles(
  chunks: readonly RouteChunk[],
  route: string,
  initialFiles: readonly string[],
): string[] {
  const initial = new Set(initialFiles.map((file) => file.replace(/^\/app\//, '')));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) =>
    chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/app/routes/${route}.tsx`),
  );
  if (!entry) return [];
  const files: string[] = [];
  const pending = [entry.fileName];
  while (pending.length > 0) {
    const name = pending.shift() as string;
    if (initial.has(name) || files.includes(name)) continue;
    const chunk = byName.get(name);
    if (!chunk) continue;
    files.push(name, ...(chunk.viteMetadata?.importedCss ?? []));
    pending.push(...chunk.imports);
  }
  return [...new Set(files)].map((file) => `/app/${file}`);
}

/** The script: finds the screen of the address it runs at and preloads that screen's files. */
export function preloadScript(table: readonly (readonly [string, readonly string[]])[]): string {
  return `const screens = ${JSON.stringify(table)};
const path = location.pathname.replace(/^\\/app(?=\\/|$)/, '').replace(/\\/+$/, '') || '/';
const screen = screens.find(([pattern]) => new RegExp(pattern).test(path));
// A server-drawn screen's HTML links its files already.
const drawn = document.documentElement.hasAttribute('data-first-paint');
for (const file of screen && !drawn ? screen[1] : []) {
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
`;
}

const EARLY_ENTRY = new URL('../src/app/first-screen/early-start.ts', import.meta.url).pathname;
const SRC_DIR = new URL('../src', import.meta.url).pathname;

/** early-start.ts and what it imports (nothing from node_modules), minified into one script. */
async function earlyRequestsCode(): Promise<string> {
  const result = await build({
    input: EARLY_ENTRY,
    write: false,
    resolve: { alias: { '@': SRC_DIR } },
    output: { format: 'esm', minify: true },
  });
  const chunk = result.output[0];
  if (result.output.length !== 1 || chunk.type !== 'chunk')
    throw new Error('early-start.ts must bundle into one chunk');
  return chunk.code;
}

/**
 * A first script in index.html, about a kilobyte, that starts the first screen's API calls
 * (early-requests.ts) and the download of its route chunk and styles while the libraries
 * download: without it, both start only once the libraries and the shell have run, two to three
 * seconds in on a slow phone, and the screen waits one more round trip after that.
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'spesa:first-screen-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
        const initial = indexAssets(String(index.source));
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item as unknown as RouteChunk] : [],
        );
        const files: FirstScreenFiles = {
          screens: FIRST_SCREENS.map((screen: FirstScreen) => ({
            name: screen.name,
            paths: [...screen.paths],
            files: routeFiles(chunks, screen.name, initial),
            ...(screen.warmAt ? { warmAt: screen.warmAt } : {}),
          })),
          params: [...FIRST_SCREEN_PARAMS],
        };
        const missing = files.screens.filter((screen) => screen.files.length === 0);
        if (missing.length > 0)
          this.error(`no chunk for first screens ${missing.map(({ name }) => name).join(', ')}`);
        const table = files.screens.flatMap((screen) =>
          screen.paths.map((pattern) => [pattern, screen.files] as const),
        );
        const source = `${preloadScript(table)}${await earlyRequestsCode()}`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/first-screen-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // The same table for the server, which links a drawn screen's files in its HTML.
        this.emitFile({
          type: 'asset',
          fileName: FIRST_SCREEN_FILES,
          source: JSON.stringify(files),
        });
        index.source = String(index.source).replace(
          '<title>',
          `<script type="module" async crossorigin src="/app/${fileName}"></script>\n    <title>`,
        );
      },
    },
  };
}
