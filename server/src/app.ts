import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { workAfterReplies } from './http/after-reply';
import { readPrefixedCookies } from './http/cookie-names';
import { registerErrorHandling } from './http/error-handler';
import { helmetOptions } from './http/security-headers';
import { webApp } from './http/web/web-app';
import { healthRoutes } from './modules/health/health-routes';
import { outboxPage } from './modules/mail/outbox-page';
import { moduleRoutes } from './modules/routes';

export interface AppOptions {
  db: Db;
  config: Config;
}

/**
 * The whole shop as a Fastify plugin: server.ts listens with it, tests build it
 * and call it with `inject`.
 */
export async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const { db, config } = opts;
  registerErrorHandling(fastify);
  // Work left running after a reply (a reset mail) ends before the database closes.
  fastify.addHook('onClose', () => workAfterReplies());
  await fastify.register(cors, {
    // Only the exact origins configured may make credentialed cross-origin calls.
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
  });
  await fastify.register(helmet, helmetOptions(config));
  await fastify.register(cookie);
  readPrefixedCookies(fastify, config);
  await fastify.register(healthRoutes, { db });
  await fastify.register(moduleRoutes, { db, config, prefix: '/cli' });
  // The demo's mailbox: activation and reset links a person can click. Never in production.
  if (config.env !== 'production') await fastify.register(outboxPage, { db, config });
  await fastify.register(webApp, { webDist: config.webDist });
}
