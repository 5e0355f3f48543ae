import { storeChoiceValue } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, template } from './first-paint-fixture';

// Issue 25, item 2: a burst of made-up cookies and queries must not stall the shop.
const stores = async (id: string) =>
  id === '3' ? { name: 'Negozio Tre', modes: ['IN_STORE' as const] } : null;
const cookieFor = (id: number, name: string, delivery: 'IN_STORE' | 'DRIVE' | null = null) =>
  `spesa_store=${storeChoiceValue({ id: String(id), name, delivery })}`;

describe('first screens drawn by the parsed choice', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let startedDrawings: () => number;
  const page = async (url: string, cookie = '') =>
    (await app.inject({ url, headers: { cookie } })).body;
  const drawing = async (url: string, cookie = '') =>
    /drawing (\d+)/.exec(await page(url, cookie))?.[1];
  beforeAll(async () => {
    ({ app, stop, startedDrawings } = await startApp({ version: async () => 1, stores }));
  });
  afterAll(() => stop());

  it('keeps one page per known store whatever name, junk or query the request adds', async () => {
    const first = await drawing('/app/home', cookieFor(3, 'Negozio Tre', 'IN_STORE'));
    expect(first).toBeDefined();
    const drawn = startedDrawings();
    for (const [url, cookie] of [
      ['/app/home', cookieFor(3, 'A name of my own', 'IN_STORE')],
      ['/app/home?utm_source=x&z=1', cookieFor(3, 'Another', 'IN_STORE')],
      ['/app/home', `${cookieFor(3, 'Negozio Tre', 'IN_STORE')}; spesa_lang=it`],
      ['/app/home', `${cookieFor(3, 'Negozio Tre', 'IN_STORE')}; spesa_lang=xx`],
    ] as const) {
      expect(await drawing(url, cookie), `${url} ${cookie}`).toBe(first);
    }
    expect(startedDrawings()).toBe(drawn);
    // The name on the page is the database's; the address drawn has no made-up parameter.
    const body = await page('/app/home?utm_source=x', cookieFor(3, '<b>Fake</b>', 'IN_STORE'));
    expect(body).toContain('/app/home | {"id":"3","name":"Negozio Tre","delivery":"IN_STORE"}');
    expect(body).not.toContain('utm_source');
  });

  it('draws an unknown store id or a mode the store lacks as no choice', async () => {
    const none = await drawing('/app/product/123');
    expect(await drawing('/app/product/123', cookieFor(777, 'Ghost'))).toBe(none);
    expect(await drawing('/app/product/123', 'spesa_store=garbage')).toBe(none);
    expect(await page('/app/product/123', cookieFor(3, 'X', 'DRIVE'))).toContain(
      '{"id":"3","name":"Negozio Tre","delivery":null}',
    );
  });

  it('keeps the query parameters a drawn screen reads', async () => {
    const pasta = await drawing('/app/product/1?q=pasta&utm=1');
    expect(await drawing('/app/product/1?q=pasta&utm=2')).toBe(pasta);
    expect(await drawing('/app/product/1?q=riso')).not.toBe(pasta);
  });
});

describe('a burst of new pages to draw', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let startedDrawings: () => number;
  beforeAll(async () => {
    ({ app, stop, startedDrawings } = await startApp({ version: async () => 1, stores }));
  });
  afterAll(() => stop());

  it('sends the shell at once past a few queued drawings, and within a short wait', async () => {
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ url: `/app/product/slow${i}` })),
    );
    // Each slow drawing takes a second: one at a time, the last would wait twenty.
    expect(performance.now() - started).toBeLessThan(1500);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(template);
    }
    expect(startedDrawings()).toBeLessThanOrEqual(4);
  });

  it('keeps a drawing that outlived its wait for the next visitor', async () => {
    // The burst's queue (four slow drawings) works off, then the first page is kept.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const kept = await app.inject({ url: '/app/product/slow0' });
    expect(kept.body).toContain('data-drawn-screen');
  }, 10_000);
});
