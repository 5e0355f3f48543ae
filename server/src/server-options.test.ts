import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { serverOptions } from './server-options';

describe("the server's Fastify options", () => {
  it('start Fastify without a deprecation warning (FSTDEP023, issue 28)', async () => {
    const codes: string[] = [];
    const listen = (warning: Error & { code?: string }) => codes.push(warning.code ?? warning.name);
    process.on('warning', listen);
    try {
      const app = Fastify(serverOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })));
      await app.ready();
      await app.close();
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('warning', listen);
    }
    expect(codes.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
  });
});
