import type { FastifyInstance } from 'fastify';
import { redactUrl } from './redact-url';

/**
 * One line per request, written once the reply is gone, instead of Fastify's
 * two (incoming + completed). At a level above `info` pino drops it after one
 * comparison, which is what production runs (LOG_LEVEL=warn, the reverse
 * proxy keeps the access log).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // Reset and activation links carry their token: a log is no place for it.
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
