import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Helmet from 'helmet';
import type * as Testing from '../testing';

let t: Testing.TestApp;
let built = 0;

// The real helmet, counted: how often its middleware is built. Mocked before a fresh import
// of the app, so it holds when test files share a module graph.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('helmet', async (importOriginal) => {
    const real = await importOriginal<typeof Helmet>();
    const counted = ((...args: Parameters<typeof real.default>) => {
      built++;
      return real.default(...args);
    }) as typeof real.default;
    return { ...real, default: counted };
  });
  const testing = await import('../testing');
  t = await testing.buildTestApp({ MAP_TILE_URL: 'none' });
});
afterAll(async () => {
  await t?.close();
  vi.doUnmock('helmet');
  vi.resetModules();
});

describe('browser security headers, built once (catalogue bench)', () => {
  it('builds the headers middleware once for the app, not once per request', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/cli/configuration/web' });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    // @fastify/helmet built helmet's middleware (CSP directives parsed and checked) for every
    // request: 7-14 µs, paid by every kept catalogue reply since they carry these headers.
    expect(built).toBe(1);
  });
});
