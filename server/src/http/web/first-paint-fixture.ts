import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cookie from '@fastify/cookie';
import type { FirstScreenFiles } from '@spesa/contracts';
import Fastify from 'fastify';
import type { KnownStores } from './known-stores';
import { webApp } from './web-app';

/** index.html as Vite writes it: the entry script, its modulepreloads, the shell's styles. */
export const template = `<!doctype html>
<html lang="it">
  <head>
    <script type="module" async crossorigin src="/app/assets/first-screen-a1.js"></script>
    <title>Spesa</title>
    <script type="module" crossorigin src="/app/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/app/assets/vendor-v1.js">
    <link rel="stylesheet" crossorigin href="/app/assets/index-s1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// The web build's server entry, faked: it echoes what it was given and asks the API once; a
// "slow" address takes a second, and it counts the drawings it started.
const entry = `
let drawings = 0;
let started = 0;
export const startedDrawings = () => started;
export async function renderFirstPaint({ url, storeCookie, languageCookie, fetch }) {
  started++;
  if (url.includes('boom')) throw new Error('drawing failed');
  if (url.startsWith('/app/search')) return null;
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
  const reply = await fetch('/cli/hello');
  const { data } = await reply.json();
  const store = storeCookie === undefined ? 'no store' : decodeURIComponent(storeCookie);
  return {
    html:
      '<h1 style="color: red">' + url + ' | ' + store + ' | ' + data + '</h1>' +
      '<p>drawing ' + ++drawings + '</p>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    language: languageCookie === 'en' ? 'en' : 'it',
  };
}
`;

const screens: FirstScreenFiles = {
  screens: [
    {
      name: 'landing',
      paths: ['^/(?:app)?$'],
      files: ['/app/assets/landing-l1.js'],
      warmAt: '/',
    },
    {
      name: 'home',
      paths: ['^/home$'],
      files: ['/app/assets/home-h1.js', '/app/assets/home-h1.css'],
    },
    {
      name: 'product',
      paths: ['^/product/[^/]+$'],
      files: ['/app/assets/product-p1.js'],
      warmAt: '/product/1',
    },
    { name: 'search', paths: ['^/search$'], files: [] },
  ],
  params: ['c', 'q', 'promo', 'brand', 'tag', 'tags', 'origin'],
};

function writeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-first-paint-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(`${dist}-ssr`);
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  fs.writeFileSync(path.join(dist, 'first-screen-files.json'), JSON.stringify(screens));
  fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), entry);
  return dist;
}

/**
 * The web app on a fake build, with the API call the fake entry makes; `version` as app.ts's
 * guest cache gives it, `stores` as app.ts's known stores.
 */
export async function startApp(
  options: { version?: () => Promise<number>; stores?: KnownStores } = {},
) {
  const dist = writeBuild();
  const app = Fastify();
  await app.register(cookie);
  if (options.version) app.decorate('currentCatalogueVersion', options.version);
  // The catalogue version each API call was asked to read at (read replicas: read-routing.ts).
  const askedVersions: (string | undefined)[] = [];
  app.get('/cli/hello', async (request) => {
    askedVersions.push(request.headers['x-catalogue-version'] as string | undefined);
    return { responseCode: 0, data: 'from the API' };
  });
  await app.register(webApp, { webDist: dist, firstPaint: true, stores: options.stores });
  await app.ready();
  const entryModule = (await import(
    pathToFileURL(path.join(`${dist}-ssr`, 'entry-server.js')).href
  )) as { startedDrawings: () => number };
  const stop = async () => {
    await app.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  };
  return { app, stop, startedDrawings: entryModule.startedDrawings, askedVersions };
}
