import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Spesa</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist, CORS_ORIGINS: 'https://partner.example.it' });
});

afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('app', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject('/cli/nothing/here?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseCode: 404, data: null });
    expect(res.json().message).toContain('/cli/nothing/here');
  });

  it('answers unparsable JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cli/nothing',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().responseCode).toBe(res.statusCode);
  });

  it('redirects / to the web app and serves the SPA with fallback', async () => {
    const root = await t.app.inject('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    for (const url of ['/app/', '/app/home', '/app/category/tag']) {
      const page = await t.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Spesa</title>');
    }
  });

  it('caches hashed assets for a long time and 404s missing ones', async () => {
    const asset = await t.app.inject('/app/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/app/assets/missing.js')).statusCode).toBe(404);
  });

  it('allows credentialed CORS only for the configured origins', async () => {
    const allowed = await t.app.inject({
      url: '/healthz',
      headers: { origin: 'https://partner.example.it' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.it');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await t.app.inject({
      url: '/healthz',
      headers: { origin: 'https://evil.test' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
