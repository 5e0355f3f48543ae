import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ReplicaSet } from './db/replicas/replica-set';
import { workAfterReplies } from './http/after-reply';
import { readPrefixedCookies } from './http/cookie-names';
import { registerErrorHandling } from './http/error-handler';
import { emptyQueryAsAbsent } from './http/empty-query';
import { guardCrossSiteWrites } from './http/cross-site-guard';
import { registerGuestCache } from './http/guest-cache/guest-cache-hooks';
import { limitJsonDepth } from './http/json-depth';
import { refuseNulCharacters } from './http/refuse-nul';
import { registerPersonalReplies } from './http/personal-replies';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { knownStores } from './http/web/known-stores';
import { webApp } from './http/web/web-app';
import { healthRoutes } from './modules/health/health-routes';
import { outboxPage } from './modules/mail/outbox-page';
import { moduleRoutes } from './modules/routes';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Read replicas for the guest catalogue reads (DATABASE_REPLICA_URLS); none: all on `db`. */
  replicas?: ReplicaSet;
}

/**
 * The whole shop as a Fastify plugin: server.ts listens with it, tests build it
 * and call it with `inject`.
 */
export async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  // With replicas, the pool of `db` reads from a replica inside a guest catalogue read
  // (read-routing.ts, db/replicas/routed-pool.ts) and from the primary everywhere else.
  const { db, config, replicas } = opts;
  registerErrorHandling(fastify);
  // Work left running after a reply (a reset mail) ends before the database closes.
  fastify.addHook('onClose', () => workAfterReplies());
  limitJsonDepth(fastify);
  emptyQueryAsAbsent(fastify);
  refuseNulCharacters(fastify);
  guardCrossSiteWrites(fastify, config);
  registerRequestLog(fastify);
  registerPersonalReplies(fastify);
  await fastify.register(cors, {
    // Only the exact origins configured may make credentialed cross-origin calls.
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
  });
  registerSecurityHeaders(fastify, config);
  // After CORS and helmet: a cache hit replies from its onRequest hook, and the hooks before it
  // are what give every answer, hit or miss, its CORS and security headers.
  registerGuestCache(fastify, db, replicas && { replicas, config });
  await fastify.register(cookie);
  readPrefixedCookies(fastify, config);
  await fastify.register(healthRoutes, { db });
  await fastify.register(
    async (api) => {
      // JSON replies only: the web app's files under /app are served precompressed by @fastify/static.
      await api.register(compress, { encodings: ['br', 'gzip'] });
      await api.register(moduleRoutes, { db, config });
    },
    { prefix: '/cli' },
  );
  // The demo's mailbox: activation and reset links a person can click. Never in production.
  if (config.outboxPage) await fastify.register(outboxPage, { db, config });
  await fastify.register(webApp, {
    webDist: config.webDist,
    firstPaint: config.firstPaint,
    // A store cookie names a store by id; its name and modes come from here (issue 25).
    stores: knownStores(db, () => fastify.currentCatalogueVersion().catch(() => null)),
  });
}
