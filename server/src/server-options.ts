import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { frameworkErrors } from './http/framework-errors';

/** The shop server's Fastify options (src/server.ts). */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.logLevel },
    // src/http/request-log.ts writes one line per request instead. Said to the log controller:
    // Fastify 5 deprecates the top-level `disableRequestLogging` (FSTDEP023 at every start).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    frameworkErrors,
  };
}
