import zlib from 'node:zlib';
import { storeChoiceValue } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, template } from './first-paint-fixture';
import type { KnownStore } from './known-stores';

/** The stores the database knows, as app.ts's known stores give them. */
const known: Record<number, KnownStore> = {
  2: { name: 'Negozio Due', modes: ['AT_HOME', 'IN_STORE'] },
  9: { name: 'Negozio Nove', modes: ['DRIVE'] },
};
const stores = async (id: string) => known[Number(id)] ?? null;
const storeCookie = (id: number, name = 'Any name', delivery: 'AT_HOME' | 'DRIVE' | null = null) =>
  `spesa_store=${storeChoiceValue({ id: String(id), name, delivery })}`;

describe('server-drawn first screens', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, stop } = await startApp({ stores }));
  });
  afterAll(() => stop());

  it('draws a first screen for the chosen store, styles first and the app after the markup', async () => {
    const res = await app.inject({
      url: '/app/home',
      headers: { cookie: storeCookie(2, 'Cookie name', 'AT_HOME') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const page = res.body;
    expect(page).toContain('<html lang="it" data-first-paint="/app/assets/index-e1.js" ');
    // The markup, from the API answered in process, without its inline style (CSP); the store
    // as the database names it, whatever name the cookie claims. Right inside #root, as the app
    // hydrates it, with #root inert until the app has taken it over.
    expect(page).toContain(
      '<div id="root" data-drawn-screen inert><h1>/app/home | {"id":"2","name":"Negozio Due","delivery":"AT_HOME"} | from the API</h1>',
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
  let askedVersions: (string | undefined)[];
  const drawing = async (url: string, cookie = '') =>
    /drawing (\d+)/.exec((await app.inject({ url, headers: { cookie } })).body)?.[1];
  beforeAll(async () => {
    ({ app, stop, askedVersions } = await startApp({ version: async () => version, stores }));
  });

  it('reads the API at the version the page is kept under (a replica behind it is not used)', async () => {
    version = 5;
    await drawing('/app/home', storeCookie(2));
    expect(askedVersions.at(-1)).toBe('5');
    version = 1;
  });
  afterAll(() => stop());

  it('draws a page once per catalogue version, store and language, and again after a write', async () => {
    const first = await drawing('/app/home');
    expect(first).toBeDefined();
    expect(await drawing('/app/home')).toBe(first);
    const other = await drawing('/app/home', storeCookie(9));
    expect(other).not.toBe(first);
    expect(await drawing('/app/home', 'spesa_lang=en')).not.toBe(first);
    // A catalogue write moves the version: the kept pages are not served again.
    version = 2;
    const after = await drawing('/app/home');
    expect(after).not.toBe(first);
    expect(await drawing('/app/home')).toBe(after);
  });
});

describe('the first drawing of a process', () => {
  // It loads the app's modules and warms the renderer: slower than a navigation waits for.
  it('draws the screens the build names an address for once the server listens, for their first visitors', async () => {
    const { app, stop, startedDrawings } = await startApp({ version: async () => 1, stores });
    try {
      expect(startedDrawings()).toBe(0);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(startedDrawings()).toBe(2));
      expect((await app.inject({ url: '/app/' })).body).toContain('<p>drawing 1</p>');
      expect((await app.inject({ url: '/app/product/1' })).body).toContain('<p>drawing 2</p>');
      expect(startedDrawings()).toBe(2);
    } finally {
      await stop();
    }
  });
});
