import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app';
import { loadConfig, type Config } from '../config';
import { frameworkErrors } from '../http/framework-errors';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  /** Every route the app registered (HEAD twins left out), for tests that walk them all. */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
}

/** The whole app on its own fresh database, for `inject` calls. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const fastify = Fastify({
    logger: { level: 'silent' },
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  const routes: TestApp['routes'] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  await fastify.register(app, { db: db.db, config });
  await fastify.ready();
  return {
    app: fastify,
    db,
    config,
    routes,
    close: async () => {
      await fastify.close();
      await db.close();
    },
  };
}
