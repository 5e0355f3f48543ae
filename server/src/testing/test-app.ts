import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on its own fresh database, for `inject` calls. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const fastify = Fastify({ logger: { level: 'silent' }, trustProxy: config.trustProxy });
  await fastify.register(app, { db: db.db, config });
  await fastify.ready();
  return {
    app: fastify,
    db,
    config,
    close: async () => {
      await fastify.close();
      await db.close();
    },
  };
}
