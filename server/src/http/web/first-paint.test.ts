import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './web-app';

// index.html as Vite writes it: the entry script, its modulepreloads, the shell's styles.
const template = `<!doctype html>
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

// The web build's server entry, faked: it echoes what it was given and asks the API once.
const entry = `
let drawings = 0;
export async function renderFirstPaint({ url, storeCookie, languageCookie, fetch }) {
  if (url.includes('boom')) throw new Error('drawing failed');
  if (url.startsWith('/app/search')) return null;
  const reply = await fetch('/cli/hello');
  const { data } = await reply.json();
  return {
    html:
      '<h1 style="color: red">' + url + ' | ' + (storeCookie ?? 'no store') + ' | ' + data + '</h1>' +
      '<p>drawing ' + ++drawings + '</p>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    language: languageCookie === 'en' ? 'en' : 'it',
  };
}
`;

const screens = [
  ['^/home$', ['/app/assets/home-h1.js', '/app/assets/home-h1.css']],
  ['^/product/[^/]+$', ['/app/assets/product-p1.js']],
  ['^/search$', []],
];

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

/** The web app on a fake build, with the API call the fake entry makes; `version` as app.ts's guest cache gives it. */
async function startApp(version?: () => Promise<number>) {
  const dist = writeBuild();
  const app = Fastify();
  await app.register(cookie);
  if (version) app.decorate('currentCatalogueVersion', version);
  app.get('/cli/hello', async () => ({ responseCode: 0, data: 'from the API' }));
  await app.register(webApp, { webDist: dist, firstPaint: true });
  await app.ready();
  const stop = async () => {
    await app.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  };
  return { app, stop };
}

describe('server-drawn first screens', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, stop } = await startApp());
  });
  afterAll(() => stop());

  it('draws a first screen for the chosen store, styles first and the app after the markup', async () => {
    const res = await app.inject({
      url: '/app/home',
      headers: { cookie: 'spesa_store=%7B%22id%22%3A2%7D' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const page = res.body;
    expect(page).toContain('<html lang="it" data-first-paint="/app/assets/index-e1.js" ');
    // The markup, from the API answered in process, without its inline style (CSP); the cookie
    // as the cookie plugin decodes it.
    expect(page).toContain(
      '<div id="root"><div data-drawn-screen inert><h1>/app/home | {"id":2} | from the API</h1>',
    );
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-s1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/app/assets/home-h1.css">');
    // No entry script and no module preload anywhere: the page names the modules, which the
    // first script preloads after the drawn screen has painted.
    expect(head).not.toContain('index-e1.js');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      ['index-e1.js', 'vendor-v1.js', 'home-h1.js'].map((file) => `/app/assets/${file}`).join(' '),
    );
    expect(page).toMatch(/data-first-paint-modules="\/app\/assets\/index-e1\.js [^"]*home-h1\.js"/);
    expect(page).toContain('first-screen-a1.js');
  });

  it('keeps the drawn query cache a data block nothing in it can close', async () => {
    const page = (await app.inject({ url: '/app/product/8001234567890' })).body;
    const block = /<script type="application\/json" id="first-paint-state">(.*?)<\/script>/.exec(
      page,
    );
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
    });
    expect(page).toContain('| no store |');
  });

  it('draws in the language the shopper chose', async () => {
    const page = (await app.inject({ url: '/app/home', headers: { cookie: 'spesa_lang=en' } }))
      .body;
    expect(page).toContain('<html lang="en" data-first-paint=');
  });

  it('compresses a drawn page as the browser accepts', async () => {
    const res = await app.inject({ url: '/app/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('data-drawn-screen');
  });

  it('sends the plain shell for other paths, and when the drawing gives up or fails', async () => {
    for (const url of ['/app/cart', '/app/search?q=pasta', '/app/product/boom']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
  });
});

describe('drawn pages kept by catalogue version', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let version = 1;
  const drawing = async (url: string, cookie = '') =>
    /drawing (\d+)/.exec((await app.inject({ url, headers: { cookie } })).body)?.[1];
  beforeAll(async () => {
    ({ app, stop } = await startApp(async () => version));
  });
  afterAll(() => stop());

  it('draws a page once per catalogue version, store and language, and again after a write', async () => {
    const first = await drawing('/app/home');
    expect(first).toBeDefined();
    expect(await drawing('/app/home')).toBe(first);
    const other = await drawing('/app/home', 'spesa_store=%7B%22id%22%3A9%7D');
    expect(other).not.toBe(first);
    expect(await drawing('/app/home', 'spesa_lang=en')).not.toBe(first);
    // A catalogue write moves the version: the kept pages are not served again.
    version = 2;
    const after = await drawing('/app/home');
    expect(after).not.toBe(first);
    expect(await drawing('/app/home')).toBe(after);
  });
});
