import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './web-app';

const script = 'export const greeting = "ciao";\n'.repeat(50);
const html = '<!doctype html><html lang="it"><body><div id="root"></div></body></html>';

/** A built app as the web build leaves it: each text file with its .br and .gz beside it. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = { 'index.html': html, 'assets/index-abc123.js': script };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  return dist;
}

describe('web app files', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    app = Fastify();
    await app.register(webApp, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed, immutable, to a browser that takes brotli', async () => {
    const res = await app.inject({
      url: '/app/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and plain text to one that asks for nothing', async () => {
    const gzip = await app.inject({
      url: '/app/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/app/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every client route, compressed as well', async () => {
    for (const url of ['/app/', '/app/product/8001234567890']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('answers 404 for a hashed asset that does not exist', async () => {
    const res = await app.inject({ url: '/app/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('first screens of an older build', () => {
  it('serves the plain shell when the build lists its screens in an older shape', async () => {
    const dist = writeDist();
    fs.writeFileSync(path.join(dist, 'first-screen-files.json'), JSON.stringify({ landing: [] }));
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), 'export const nothing = 1;\n');
    const app = Fastify();
    try {
      await app.register(webApp, { webDist: dist });
      await app.ready();
      const page = await app.inject({ url: '/app/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
    }
  });
});
